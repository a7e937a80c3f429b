// `npm run backup -- --out FILE` and `npm run restore -- --from FILE [--force]` (README: Backup,
// restore and moving to PostgreSQL). The database is the configured one: DATABASE_URL, else
// PGlite under DATA_DIR.
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { RestoreRefused } from "../db/backup";
import { StartError } from "../db/data-dir-lock";
import { backupTo, restoreFrom } from "./backup-files";

const USAGE =
  "Pemakaian: npm run backup -- --out FILE   |   npm run restore -- --from FILE [--force]";

const summary = (rows: Record<string, number>) =>
  `${rows.orders ?? 0} order, ${rows.proof_images ?? 0} gambar, ${rows.audit_log ?? 0} baris audit, ` +
  `${Object.values(rows).reduce((a, b) => a + b, 0)} baris di ${Object.keys(rows).length} tabel`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: "string" },
      from: { type: "string" },
      force: { type: "boolean" },
    },
  });
  const config = loadConfig();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite di ${config.dataDir}`;
  if (positionals[0] === "backup" && values.out) {
    const rows = await backupTo(config, values.out);
    console.log(`Cadangan ${where} → ${values.out}: ${summary(rows)}.`);
  } else if (positionals[0] === "restore" && values.from) {
    const rows = await restoreFrom(config, values.from, values.force);
    console.log(`Dipulihkan ${values.from} → ${where}: ${summary(rows)}.`);
  } else {
    throw new StartError(USAGE);
  }
}

main().catch((err) => {
  console.error(
    err instanceof StartError || err instanceof RestoreRefused ? `Gagal: ${err.message}` : err,
  );
  process.exit(1);
});
