import { openDb, type Db } from "../db/connection";
import { migrate, takeSetupLock } from "../db/migrate";
import { ensureOwner } from "../db/seed/owner";
import { seedDemo, DEMO_ADMINS } from "../db/seed/demo";
import { hashPassword } from "./auth/password";
import type { Config } from "./config";
import { importImageFiles } from "./images";
import { diskMessage, StartError } from "../db/data-dir-lock";

export const DEMO_ADMIN_PASSWORD = "admin12345";

/** The configured database; PGlite's DATA_DIR is locked to this process until close(). */
export function openConfiguredDb(
  config: Pick<Config, "databaseUrl" | "dataDir" | "pgConnectTimeoutMs" | "pgStatementTimeoutMs">,
): Promise<Db> {
  return openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir + "/pglite",
    lockDir: config.dataDir,
    pgTimeouts: { connectMs: config.pgConnectTimeoutMs, statementMs: config.pgStatementTimeoutMs },
  });
}

/** Opens the database, migrates it and, on the first start, creates the owner and demo data. */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void = console.log,
): Promise<Db> {
  const db = await openConfiguredDb(config);
  try {
    await initDatabase(db, config, log);
    const imported = await importImageFiles(db, config.imagesDir);
    if (imported) log(`${imported} gambar bukti dari ${config.imagesDir} dipindah ke database.`);
  } catch (err) {
    await db.close().catch(() => undefined);
    const disk = config.databaseUrl ? undefined : diskMessage(config.dataDir, err);
    throw disk ? new StartError(disk) : err;
  }
  return db;
}

/**
 * Migrations, then the owner and the demo data in ONE transaction: the owner's existence is what
 * marks a database as set up, so a first start killed during the seed leaves no owner and the
 * next start does the whole first start again.
 */
export async function initDatabase(
  db: Db,
  config: Pick<Config, "ownerEmail" | "ownerPassword" | "seedDemo"> & { production?: boolean },
  log: (msg: string) => void = console.log,
): Promise<void> {
  if (config.production)
    log("Mode produksi: data demo dan akun demo tidak dimuat (SEED_DEMO diabaikan).");
  const applied = await migrate(db);
  if (applied.length) log(`Migrasi diterapkan: ${applied.join(", ")}`);
  const seeded = await db.transaction(async (tx) => {
    // a second instance starting on the same fresh database waits here, then finds the owner
    await takeSetupLock(tx);
    const created = await ensureOwner(
      tx,
      { email: config.ownerEmail, password: config.ownerPassword },
      hashPassword,
    );
    if (!created || !config.seedDemo) return false;
    log("Database baru: memuat data demo...");
    await seedDemo(tx, { adminPasswordHash: await hashPassword(DEMO_ADMIN_PASSWORD) });
    return true;
  });
  if (seeded)
    log(
      `Data demo dimuat. Admin demo: ${DEMO_ADMINS.map((a) => `${a}@example.com`).join(", ")} / ${DEMO_ADMIN_PASSWORD}`,
    );
  // PGlite runs no autovacuum: refresh planner statistics at every start (ANALYZE samples,
  // so this stays well under a second even at a million orders).
  if (db.kind === "pglite") await db.exec("ANALYZE");
}
