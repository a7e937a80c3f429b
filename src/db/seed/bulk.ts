// Bulk loader for large generated data sets (`npm run seed -- --orders 1000000`, `npm run bench`).
//
// seedOrders (demo.ts) inserts 500-row batches, each order its own statement: fine for the
// 2,000 demo orders, hours for a million. Here every chunk is ONE statement that generates the
// orders in SQL (generate_series) and inserts their tips:
//
//   WITH ins AS (INSERT INTO orders ... SELECT ... FROM generate_series(..) RETURNING ...),
//        tips AS (INSERT INTO order_tips ... FROM ins)
//   SELECT count(*) FROM ins;
//
// The rollups need nothing here: the orders' statement-level trigger (migration 16) sums the
// chunk's orders per day × talent × admin and per day × dimension × value and adds each group
// through the one upsert, in the chunk's transaction, as it does for every other write. A crash
// (or a failed chunk) rolls back the orders and their rollup delta together.
//
// Randomness is hashint8extended(g, seed·64+k) of the series number g: deterministic for a given
// seed and the same on PostgreSQL 15 and PGlite (PostgreSQL 18). Money uses the integer rule of
// src/money/rules.ts, floor((amount·bp + 5000) / 10000); verifyBulk() re-checks a sample in JS.
import type { Db, Queryable } from "../connection";
import { PAYMENT_METHODS, PAYMENT_PLACES } from "../../contract/common";
import { ORDER_MONEY_FIELDS, PIVOT_ROWS } from "../../contract/values";
import { orderMoney, REFUND_BP, type RefundStatus, type Tip } from "../../money/rules";
import { addDays, todayIn } from "../../money/time";
import { CUSTOMERS, ORDER_COLUMNS, seedDemo } from "./demo";
import { ORDER_ID_BLOCK } from "../migrations/0020_order_id_blocks";

export interface BulkOptions {
  count: number;
  /** Orders spread over this many days ending at `endDate` (default today in the agency zone). */
  days: number;
  endDate?: string;
  /** Rows per transaction. */
  chunk?: number;
  seed?: number;
  onProgress?: (done: number, total: number, elapsedMs: number) => void;
}

export interface BulkResult {
  inserted: number;
  firstNoOrder: number;
  loadMs: number;
  analyzeMs: number;
  ordersPerSecond: number;
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: readonly string[]) => `ARRAY[${xs.map(sqlText).join(", ")}]::text[]`;

/**
 * The chunk statement. Parameters: $1 first g, $2 last g, $3 no_order offset, $4 first day,
 * $5 days, $6 total count, $7 admin ids, $8 talent ids, $9 sub-service ids, $10 their service ids,
 * $11 talent rate bp, $12 admin rate bp.
 */
function chunkSql(seed: number): string {
  // 30 uniform random bits per (row, k): independent streams for each column
  const u = (k: number) => `(hashint8extended(g, ${seed * 64 + k}) & 1073741823)`;
  const pick = (arr: string, k: number) => `(${arr})[1 + ${u(k)} % cardinality(${arr})]`;
  const refundBp = (r: RefundStatus) => REFUND_BP[r];
  return /* sql */ `
WITH src AS (
  SELECT g,
    1 + ${u(1)} % cardinality($9::int[]) AS sub_ix,
    (3 + ${u(2)} % 58) * 25000 + CASE WHEN ${u(3)} % 10 = 0 THEN 1 + ${u(4)} % 999 ELSE 0 END AS price,
    CASE WHEN ${u(5)} % 100 >= 5 THEN 'NONE'
         WHEN ${u(6)} % 2 = 0 THEN 'REFUND_50' ELSE 'REFUND_100' END AS refund_status,
    ${pick("$7::int[]", 7)} AS user_id,
    -- chronological like real entry, 10 % booked up to 6 days back
    GREATEST($4::date, $4::date + ((g - 1) * $5::bigint / $6::bigint)::int
      - CASE WHEN ${u(8)} % 10 = 0 THEN (${u(9)} % 7)::int ELSE 0 END) AS date,
    CASE WHEN ${u(10)} % 100 < 35 THEN (1 + ${u(11)} % 20) * 10000 ELSE 0 END AS tip_talent,
    CASE WHEN ${u(12)} % 100 < 15 THEN (1 + ${u(13)} % 10) * 5000 ELSE 0 END AS tip_admin
  FROM generate_series($1::bigint, $2::bigint) AS g
), money AS (
  SELECT src.*,
    price - (price * CASE refund_status WHEN 'NONE' THEN ${refundBp("NONE")}
                     WHEN 'REFUND_50' THEN ${refundBp("REFUND_50")}
                     ELSE ${refundBp("REFUND_100")} END + 5000) / 10000 AS net_price
  FROM src
), ins AS (
  INSERT INTO orders (${ORDER_COLUMNS.join(", ")})
  SELECT $3::bigint + g, user_id, ${pick("$8::int[]", 14)}, ($10::int[])[sub_ix], ($9::int[])[sub_ix],
    date,
    ${pick(textArray(CUSTOMERS), 15)} || ' ' || ${pick(textArray(CUSTOMERS), 16)},
    18 + ${u(17)} % 43,
    CASE WHEN ${u(18)} % 2 = 0 THEN 'Man' ELSE 'Woman' END,
    (2 + ${u(19)} % 11) * 30,
    price, refund_status, net_price, $11::int, $12::int,
    (net_price * $11::int + 5000) / 10000,
    (net_price * $12::int + 5000) / 10000,
    tip_talent, tip_admin,
    ${pick(textArray(PAYMENT_METHODS), 20)},
    ${pick(textArray(PAYMENT_PLACES), 21)},
    CASE WHEN ${u(22)} % 5 = 0 THEN 'Pelanggan tetap' ELSE '' END,
    user_id
  FROM money
  RETURNING id, tip_talent, tip_admin
), tips AS (
  INSERT INTO order_tips (order_id, receiver_type, amount)
  SELECT id, 'talent', tip_talent FROM ins WHERE tip_talent > 0
  UNION ALL
  SELECT id, 'admin', tip_admin FROM ins WHERE tip_admin > 0
)
SELECT count(*)::int AS n FROM ins`;
}

async function catalog(db: Db) {
  const ids = (sql: string) => db.query<{ id: number }>(sql).then((rs) => rs.map((r) => r.id));
  const admins = await ids("SELECT id FROM users ORDER BY id");
  const talents = await ids("SELECT id FROM talents ORDER BY id");
  const subs = await db.query<{ id: number; services_id: number }>(
    "SELECT id, services_id FROM sub_services ORDER BY id",
  );
  if (!admins.length || !talents.length || !subs.length)
    throw new Error("Seed katalog dulu: admin, talent dan sub-service kosong");
  return { admins, talents, subs };
}

/** Creates the demo admins, services and talents when the database has no talents yet. */
export async function ensureDemoCatalog(db: Db, adminPasswordHash: () => Promise<string>) {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM talents");
  if (n > 0) return false;
  await seedDemo(db, { adminPasswordHash: await adminPasswordHash(), orders: 0 });
  return true;
}

/** Appends `count` generated orders (with tips and rollups) in chunked transactions. */
export async function bulkLoadOrders(db: Db, opts: BulkOptions): Promise<BulkResult> {
  const { admins, talents, subs } = await catalog(db);
  const [settings] = await db.query<{
    talent_rate_bp: number;
    admin_rate_bp: number;
    time_zone: string;
  }>("SELECT talent_rate_bp, admin_rate_bp, time_zone FROM settings WHERE id = 1");
  const [{ max }] = await db.query<{ max: number | null }>(
    "SELECT max(no_order) AS max FROM orders",
  );
  const noOrderOffset = max ?? 100000;
  const endDate = opts.endDate ?? todayIn(settings.time_zone);
  const firstDay = addDays(endDate, -(opts.days - 1));
  const chunk = opts.chunk ?? 25_000;
  const sql = chunkSql(opts.seed ?? 42);
  const started = performance.now();

  for (let done = 0; done < opts.count;) {
    const n = Math.min(chunk, opts.count - done);
    const params = [
      done + 1,
      done + n,
      noOrderOffset,
      firstDay,
      opts.days,
      opts.count,
      admins,
      talents,
      subs.map((s) => s.id),
      subs.map((s) => s.services_id),
      settings.talent_rate_bp,
      settings.admin_rate_bp,
    ];
    const [{ n: inserted }] = await db.query<{ n: number }>(sql, params);
    if (inserted !== n) throw new Error(`chunk inserted ${inserted} of ${n} orders`);
    done += n;
    opts.onProgress?.(done, opts.count, performance.now() - started);
  }
  const loadMs = performance.now() - started;

  // Fresh statistics for the planner, and (PostgreSQL) a visibility map for index-only scans,
  // as autovacuum would leave them. PGlite runs no autovacuum at all, so this is its only one.
  const t = performance.now();
  for (const table of [
    "orders",
    "order_tips",
    "order_rollup_daily",
    "order_rollup_props",
    "order_customer_names",
    "order_id_blocks",
  ]) {
    await db.exec(`VACUUM (ANALYZE) ${table}`);
  }
  const analyzeMs = performance.now() - t;
  return {
    inserted: opts.count,
    firstNoOrder: noOrderOffset + 1,
    loadMs,
    analyzeMs,
    ordersPerSecond: opts.count / (loadMs / 1000),
  };
}

export interface RollupCheck {
  ok: boolean;
  ms: number;
  /**
   * Groups where a rollup and a naive GROUP BY over orders differ: (date, talent, admin) of
   * order_rollup_daily, (dimension, date, value) of order_rollup_props, and names of
   * order_customer_names, person × id block of order_id_blocks.
   */
  mismatchedGroups: number;
  naive: Record<string, number>;
  rollup: Record<string, number>;
  /** Σ order_tips per receiver equals Σ orders.tip_talent / tip_admin. */
  tipsMatch: boolean;
  /** Sampled orders whose stored money differs from src/money/rules.ts. */
  moneyMismatches: number;
  moneySampled: number;
}

const SUM_COLUMNS = ORDER_MONEY_FIELDS;

/**
 * Groups (`keys`) of a rollup table that differ from the naive GROUP BY over `from`; `only`
 * narrows both sides (the same condition holds in the orders' and the rollup's rows).
 */
async function mismatches(db: Db, keys: string, from: string, rollup: string, only = "true") {
  const [{ n }] = await db.query<{ n: number }>(`
    WITH naive AS (
      SELECT ${keys}, count(*)::bigint AS order_count,
        ${SUM_COLUMNS.map((c) => `sum(${c})::bigint AS ${c}`).join(", ")}
      FROM ${from} WHERE ${only} GROUP BY ${keys}
    ), roll AS (
      SELECT ${keys}, order_count, ${SUM_COLUMNS.join(", ")} FROM ${rollup}
      WHERE ${only} AND (order_count <> 0 OR ${SUM_COLUMNS.map((c) => `${c} <> 0`).join(" OR ")})
    )
    SELECT count(*)::int AS n FROM (
      (SELECT * FROM naive EXCEPT SELECT * FROM roll)
      UNION ALL
      (SELECT * FROM roll EXCEPT SELECT * FROM naive)
    ) d`);
  return n;
}

/** order_rollup_props against the orders, one dimension a statement (each under the timeout). */
async function propMismatches(db: Db): Promise<number> {
  let n = 0;
  for (const dim of PIVOT_ROWS)
    n += await mismatches(
      db,
      "dim, date, key",
      `orders, order_rollup_keys(talents_id, user_id, services_id, sub_service_id,
         payment_method, payment_place, refund_status, gender)`,
      "order_rollup_props",
      `dim = '${dim}'`,
    );
  return n;
}

/**
 * Rows of a count kept by trigger (`kept`: its key columns and `c`) that differ from the same
 * count over the orders (`naive`), either side missing included.
 */
async function countMismatches(db: Queryable, keys: string, naive: string, kept: string) {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${naive}) o FULL JOIN (${kept}) k USING (${keys})
     WHERE o.c IS DISTINCT FROM k.c`,
  );
  return n;
}

/** Names of order_customer_names whose order count differs from a GROUP BY over the orders. */
export const customerNameMismatches = (db: Queryable) =>
  countMismatches(
    db,
    "name",
    "SELECT customer_name AS name, count(*)::bigint AS c FROM orders GROUP BY 1",
    "SELECT name, order_count AS c FROM order_customer_names WHERE order_count <> 0",
  );

/**
 * Person × id-block rows of order_id_blocks whose order count differs from a GROUP BY over the
 * orders (migration 20).
 */
export const idBlockMismatches = (db: Queryable) =>
  countMismatches(
    db,
    "dim, key, block",
    `SELECT p.dim, p.key, (o.id / ${ORDER_ID_BLOCK})::int AS block, count(*)::bigint AS c
     FROM orders o, LATERAL (VALUES ('talent', o.talents_id), ('admin', o.user_id)) p(dim, key)
     GROUP BY 1, 2, 3`,
    "SELECT dim, key, block, order_count AS c FROM order_id_blocks WHERE order_count <> 0",
  );

/** Rollups against a naive GROUP BY over orders, tips against order_tips, money against JS. */
export async function verifyBulk(db: Db, sample = 2000): Promise<RollupCheck> {
  const t = performance.now();
  const sums = SUM_COLUMNS.map((c) => `sum(${c})::bigint AS ${c}`).join(", ");
  const [naive] = await db.query<Record<string, number>>(
    `SELECT count(*)::bigint AS order_count, ${sums} FROM orders`,
  );
  const [rollup] = await db.query<Record<string, number>>(
    `SELECT sum(order_count)::bigint AS order_count, ${sums} FROM order_rollup_daily`,
  );
  const mismatchedGroups =
    (await mismatches(db, "date, talents_id, user_id", "orders", "order_rollup_daily")) +
    (await propMismatches(db)) +
    (await customerNameMismatches(db)) +
    (await idBlockMismatches(db));
  const [tips] = await db.query<{ ok: boolean }>(`
    SELECT (SELECT coalesce(sum(amount), 0) FROM order_tips WHERE receiver_type = 'talent')
             = (SELECT coalesce(sum(tip_talent), 0) FROM orders)
       AND (SELECT coalesce(sum(amount), 0) FROM order_tips WHERE receiver_type = 'admin')
             = (SELECT coalesce(sum(tip_admin), 0) FROM orders) AS ok`);

  const rows = await db.query<{
    price: number;
    refund_status: RefundStatus;
    talent_rate_bp: number;
    admin_rate_bp: number;
    net_price: number;
    talent_share: number;
    admin_fee: number;
    tip_talent: number;
    tip_admin: number;
  }>(
    `SELECT price, refund_status, talent_rate_bp, admin_rate_bp, net_price, talent_share,
       admin_fee, tip_talent, tip_admin
     FROM orders WHERE id % greatest(1, (SELECT count(*) FROM orders) / $1) = 0 LIMIT $1`,
    [sample],
  );
  let moneyMismatches = 0;
  for (const o of rows) {
    const tipList: Tip[] = [
      { receiver_type: "talent", amount: o.tip_talent },
      { receiver_type: "admin", amount: o.tip_admin },
    ];
    const m = orderMoney({ ...o, tips: tipList });
    if (
      m.net_price !== o.net_price ||
      m.talent_share !== o.talent_share ||
      m.admin_fee !== o.admin_fee
    )
      moneyMismatches++;
  }

  const sameTotals = Object.keys(naive).every((k) => naive[k] === rollup[k]);
  return {
    ok: sameTotals && mismatchedGroups === 0 && tips.ok && moneyMismatches === 0,
    ms: performance.now() - t,
    mismatchedGroups,
    naive,
    rollup,
    tipsMatch: tips.ok,
    moneyMismatches,
    moneySampled: rows.length,
  };
}
