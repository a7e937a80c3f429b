// A fresh benchmark database: PGlite in a temporary DATA_DIR, or a throwaway PostgreSQL
// database `kt_bench_<rand>` next to BENCH_DATABASE_URL's. Built like `npm run seed`: the
// server's first start (migrations, owner), the demo catalog, then the bulk loader.
// BENCH_KEEP_DB=<name> (PostgreSQL): that database is kept after the run and, when it already
// holds the orders asked for, used again without seeding (10 million orders take ~15 min here).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import type { Db } from "../../src/db/connection";
import { loadConfig, type Config } from "../../src/server/config";
import { prepareDatabase, DEMO_ADMIN_PASSWORD } from "../../src/server/start";
import { hashPassword } from "../../src/server/auth/password";
import {
  bulkLoadOrders,
  ensureDemoCatalog,
  verifyBulk,
  type BulkResult,
  type RollupCheck,
} from "../../src/db/seed/bulk";

export type DbKind = "pglite" | "pg";

export const BENCH_OWNER = { email: "owner@bench.local", password: "bench-owner-pass-123" };

export interface BenchDb {
  kind: DbKind;
  db: Db;
  config: Config;
  build: BulkResult & { totalMs: number; check: RollupCheck };
  /** Closes the database and removes it (temporary directory or throwaway database). */
  destroy(): Promise<void>;
}

async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

const databaseExists = async (base: string, name: string) =>
  (await adminQuery(base, "SELECT 1 FROM pg_database WHERE datname = $1", [name])).length > 0;

export async function createBenchDb(
  kind: DbKind,
  opts: { orders: number; days: number; log: (msg: string) => void },
): Promise<BenchDb> {
  const dataDir = mkdtempSync(join(tmpdir(), "kt-bench-"));
  let databaseUrl: string | undefined;
  let dropDb = async () => undefined as void;
  if (kind === "pg") {
    const base = process.env.BENCH_DATABASE_URL;
    if (!base) throw new Error("BENCH_DATABASE_URL is not set");
    const keep = process.env.BENCH_KEEP_DB;
    if (keep && !/^kt_bench_\w+$/.test(keep)) throw new Error("BENCH_KEEP_DB: kt_bench_<name>");
    const name = keep || `kt_bench_${randomBytes(4).toString("hex")}`;
    if (!keep || !(await databaseExists(base, name)))
      await adminQuery(base, `CREATE DATABASE ${name}`);
    const u = new URL(base);
    u.pathname = "/" + name;
    databaseUrl = u.toString();
    if (!keep)
      dropDb = async () => {
        await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      };
    opts.log(`PostgreSQL database ${name}${keep ? " (kept)" : ""}`);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: "false",
    OWNER_EMAIL: BENCH_OWNER.email,
    OWNER_PASSWORD: BENCH_OWNER.password,
    JWT_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "silent",
    // the checks against a naive GROUP BY over millions of orders (verifyBulk) run for minutes;
    // 30 s (the default) bounds a user's request, not this
    PG_STATEMENT_TIMEOUT_MS: "1800000",
    LOGIN_RATE_LIMIT: "100000",
    LOGIN_ADDRESS_LIMIT: "100000",
    LOGIN_ACCOUNT_LIMIT: "100000",
    // every bench client signs in at once from 127.0.0.1: one address may hold a quarter of it
    PASSWORD_HASH_QUEUE: "1000",
    // The built client, for the report screens in Chromium (tests/bench/screens.ts).
    CLIENT_DIR: resolve(process.env.BENCH_CLIENT_DIR || "dist"),
  } as NodeJS.ProcessEnv);

  let db: Db | undefined;
  const destroy = async () => {
    await db?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDb();
  };
  try {
    const started = performance.now();
    db = await prepareDatabase(config, opts.log);
    await ensureDemoCatalog(db, () => hashPassword(DEMO_ADMIN_PASSWORD));
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::bigint AS n FROM orders");
    if (n >= opts.orders) {
      opts.log(`${n.toLocaleString("en")} orders already there: not seeded again`);
      const check = await verifyBulk(db);
      const none = { inserted: 0, firstNoOrder: 0, loadMs: 0, analyzeMs: 0, ordersPerSecond: 0 };
      return { kind, db, config, build: { ...none, totalMs: 0, check }, destroy };
    }
    let last = 0;
    const result = await bulkLoadOrders(db, {
      count: opts.orders,
      days: opts.days,
      onProgress(done, total, elapsed) {
        if (done < total && elapsed - last < 10_000) return;
        last = elapsed;
        opts.log(
          `  ${done.toLocaleString("en")} / ${total.toLocaleString("en")} orders, ` +
            `${Math.round(done / (elapsed / 1000)).toLocaleString("en")} orders/s`,
        );
      },
    });
    const totalMs = performance.now() - started;
    const check = await verifyBulk(db);
    if (!check.ok) throw new Error(`bulk load check failed: ${JSON.stringify(check)}`);
    return { kind, db, config, build: { ...result, totalMs, check }, destroy };
  } catch (err) {
    await destroy();
    throw err;
  }
}
