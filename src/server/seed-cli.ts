// `npm run seed -- --orders N [--days D] [--chunk C] [--seed S]`
//
// Opens the configured database (DATABASE_URL, else PGlite under DATA_DIR) exactly as the server
// does, migrates it, makes sure the owner (OWNER_EMAIL / OWNER_PASSWORD) and the demo catalog
// exist, then appends N generated orders with the bulk loader (bulk.ts) and checks the rollups
// against a naive GROUP BY over orders. Safe to run on a database that already has orders: new
// orders get order numbers after the highest one.
import { parseArgs } from "node:util";
// The CLI is an entry point like server/main.ts: it reuses the server's configuration and first
// start (migrations, owner account) rather than copying them into the db layer.
import { loadConfig } from "./config";
import { prepareDatabase, DEMO_ADMIN_PASSWORD } from "./start";
import { StartError } from "../db/data-dir-lock";
import { hashPassword } from "./auth/password";
import { bulkLoadOrders, ensureDemoCatalog, verifyBulk } from "../db/seed/bulk";

const USAGE = "Pemakaian: npm run seed -- --orders N [--days D] [--chunk C] [--seed S]";

function positiveInt(name: string, value: string | undefined, def: number): number {
  if (value === undefined) return def;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} harus bilangan bulat ≥ 0`);
  return n;
}

const fmt = (n: number) => Math.round(n).toLocaleString("id-ID");

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: "string" },
      days: { type: "string" },
      chunk: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = positiveInt("orders", values.orders, 2000);
  const days = Math.max(1, positiveInt("days", values.days, 730));
  const chunk = Math.max(1, positiveInt("chunk", values.chunk, 25_000));
  const seed = positiveInt("seed", values.seed, 42);

  const config = { ...loadConfig(), seedDemo: false };
  // the generated catalog brings demo admins with a published password
  if (config.production)
    throw new StartError("npm run seed tidak boleh dijalankan saat NODE_ENV=production.");
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite di ${config.dataDir}`;
  console.log(`Database: ${where}`);
  const db = await prepareDatabase(config);
  try {
    if (await ensureDemoCatalog(db, () => hashPassword(DEMO_ADMIN_PASSWORD)))
      console.log("Katalog demo dibuat (admin, layanan, talent).");
    console.log(`Memuat ${fmt(count)} order selama ${days} hari, ${fmt(chunk)} per transaksi...`);
    let last = 0;
    const result = await bulkLoadOrders(db, {
      count,
      days,
      chunk,
      seed,
      onProgress(done, total, ms) {
        if (done < total && ms - last < 2000) return;
        last = ms;
        const rate = done / (ms / 1000);
        console.log(
          `  ${fmt(done)} / ${fmt(total)} order (${((done / total) * 100).toFixed(0)} %), ${fmt(rate)} order/s`,
        );
      },
    });
    console.log(
      `Selesai: ${fmt(result.inserted)} order dalam ${(result.loadMs / 1000).toFixed(1)} s ` +
        `(${fmt(result.ordersPerSecond)} order/s); VACUUM ANALYZE ${(result.analyzeMs / 1000).toFixed(1)} s.`,
    );
    const check = await verifyBulk(db);
    console.log(
      `Cek rollup vs GROUP BY naif (${(check.ms / 1000).toFixed(1)} s): ` +
        `${check.ok ? "COCOK" : "TIDAK COCOK"} — ${fmt(check.naive.order_count)} order, ` +
        `Σ net_price ${fmt(check.naive.net_price)} (rollup ${fmt(check.rollup.net_price)}), ` +
        `grup berbeda ${check.mismatchedGroups}, tip ${check.tipsMatch ? "cocok" : "BEDA"}, ` +
        `uang ${check.moneySampled - check.moneyMismatches}/${check.moneySampled} sampel sesuai aturan.`,
    );
    if (!check.ok) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  if (!(err instanceof StartError)) console.error(USAGE);
  process.exit(1);
});
