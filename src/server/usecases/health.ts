// GET /health: is the database answering, and has the server's disk room to write?
import { statfs } from "node:fs/promises";
import type { Db } from "../../db/connection";

/** Below this a PGlite DATA_DIR's disk is reported full: a write may fail any moment. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;
/** A write refused for a full disk keeps /health saying so this long (PostgreSQL's disk too). */
const DISK_FULL_MEMORY_MS = 60_000;

export interface DiskHealth {
  /** Free megabytes under DATA_DIR (PGlite); null when the database's disk is not ours. */
  free_mb: number | null;
  full: boolean;
}

export async function diskHealth(
  db: Db,
  dataDir: string,
  lastFullAt: number,
  now = Date.now(),
): Promise<DiskHealth> {
  let free: number | null = null;
  if (db.kind === "pglite") {
    try {
      const s = await statfs(dataDir);
      free = s.bavail * s.bsize;
    } catch {
      free = null;
    }
  }
  const full = (free !== null && free < MIN_FREE_BYTES) || now - lastFullAt < DISK_FULL_MEMORY_MS;
  return { free_mb: free === null ? null : Math.floor(free / 1024 / 1024), full };
}

export type DatabaseKind = "postgresql" | "pglite";

/** The database's kind, and the error of one trivial query (none when it answers). */
export async function databaseHealth(db: Db): Promise<{ database: DatabaseKind; error?: unknown }> {
  const database = db.kind === "pg" ? "postgresql" : "pglite";
  try {
    await db.query("SELECT 1");
    return { database };
  } catch (error) {
    return { database, error: error ?? new Error("database down") };
  }
}
