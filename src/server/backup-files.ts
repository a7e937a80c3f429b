// `npm run backup` / `npm run restore`: the file side of db/backup.ts (gzip, a temporary name
// until the backup is whole) and the choice of how to reach the database.
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { join } from "node:path";
import { restoreBackup, writeBackup } from "../db/backup";
import { openPg } from "../db/connection";
import { claimForRestore } from "../db/server-presence";
import { busyMessage, lockOwner, StartError } from "../db/data-dir-lock";
import type { Config } from "./config";
import { openConfiguredDb } from "./start";
import { BACKUP_PATH } from "./plugins/backup-endpoint";

type DbConfig = Pick<
  Config,
  "databaseUrl" | "dataDir" | "pgConnectTimeoutMs" | "pgStatementTimeoutMs" | "apiPrefix"
>;

/** A backup or restore reads every row: no statement timeout meant for user requests. */
const LONG = 24 * 3600 * 1000;

const openForCli = (config: DbConfig) =>
  config.databaseUrl
    ? openPg(config.databaseUrl, 2, { connectMs: config.pgConnectTimeoutMs, statementMs: LONG })
    : openConfiguredDb(config);

async function readLines(file: string): Promise<AsyncIterable<string>> {
  return createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
}

/** Header and trailer of a finished file: the row counts it holds. */
async function backupSummary(file: string): Promise<Record<string, number>> {
  const notWhole = (why: string) =>
    new StartError(`${file} bukan cadangan Kas Talenta yang utuh (${why}). Tidak ada yang diubah.`);
  let first: { format?: string } | undefined;
  let last = "";
  let end: { end?: boolean; rows?: Record<string, number> };
  try {
    for await (const line of await readLines(file)) {
      first ??= JSON.parse(line);
      if (line) last = line;
    }
    end = JSON.parse(last || "{}");
  } catch (err) {
    // a cut-off gzip (Z_BUF_ERROR), a file that is no gzip, a line cut in half: one line, no stack
    const e = err as NodeJS.ErrnoException;
    if (e.code === "ENOENT") throw new StartError(`${file} tidak ditemukan.`);
    throw notWhole(
      e.code === "Z_BUF_ERROR"
        ? "file terpotong"
        : e instanceof SyntaxError
          ? "isi rusak"
          : `tidak dapat dibaca: ${e.code ?? e.message}`,
    );
  }
  if (first?.format !== "kas-talenta-backup" || !end.end) throw notWhole("tanpa penutup");
  return end.rows ?? {};
}

/**
 * PostgreSQL: a REPEATABLE READ snapshot straight from the database. PGlite: a running server
 * owns the folder, so it is asked for the snapshot (plugins/backup-endpoint.ts); with no server
 * the folder is locked and read here.
 */
export async function backupTo(config: DbConfig, out: string): Promise<Record<string, number>> {
  const partial = `${out}.partial`;
  try {
    const owner = config.databaseUrl
      ? undefined
      : lockOwner(join(config.dataDir, "kas-talenta.lock"));
    if (owner) {
      if (!owner.port || !owner.backupToken)
        throw new StartError(busyMessage(config.dataDir, owner));
      const res = await fetch(`http://127.0.0.1:${owner.port}${BACKUP_PATH}`, {
        headers: { "x-backup-token": owner.backupToken },
      });
      if (!res.ok || !res.body)
        throw new StartError(
          `Server (pid ${owner.pid}) menolak permintaan cadangan: ${res.status}`,
        );
      await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial));
    } else {
      const db = await openForCli(config);
      try {
        const gz = createGzip();
        const done = pipeline(gz, createWriteStream(partial));
        await writeBackup(db, async (line) => {
          if (!gz.write(line + "\n")) await once(gz, "drain");
        });
        gz.end();
        await done;
      } finally {
        await db.close();
      }
    }
    const rows = await backupSummary(partial);
    await rename(partial, out);
    return rows;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

export async function restoreFrom(
  config: DbConfig,
  from: string,
  force = false,
): Promise<Record<string, number>> {
  await backupSummary(from); // a truncated file is refused before the target is opened
  // PostgreSQL: a running server would keep writing into (and lose) a database being replaced
  const claim = config.databaseUrl
    ? await claimForRestore(
        config.databaseUrl,
        (servers) =>
          new StartError(
            `Database sedang dipakai ${servers.length} server yang berjalan (${servers.join("; ")}): ` +
              `hentikan dulu sebelum restore. Tidak ada yang diubah.`,
          ),
      )
    : undefined;
  try {
    const db = await openForCli(config);
    try {
      return await restoreBackup(db, await readLines(from), { force });
    } finally {
      await db.close();
    }
  } finally {
    await claim?.close();
  }
}
