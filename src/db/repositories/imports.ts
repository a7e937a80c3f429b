// Import batches (migration 14) and the lookups an import resolves a sheet's names through.
import type { Db, Queryable } from "../connection";
import type { ImportBatch } from "../../contract/imports";
import { ROW_COLUMNS } from "./orders";
import { ORDER_JOINS } from "./order-joins";

/** Names as people write them: case and runs of spaces ignored (RULES.md D10's key). */
const KEY = (col: string) => `lower(regexp_replace(btrim(${col}), '\\s+', ' ', 'g'))`;

export interface Named {
  id: number;
  name: string;
  key: string;
}

/** Every user, talent, service and sub-service by its name key (small tables, read once). */
export async function catalogByName(db: Queryable) {
  const q = (sql: string) => db.query<Named & { parent: number | null }>(sql);
  const [users, talents, services, subs] = await Promise.all([
    q(`SELECT id, username AS name, ${KEY("username")} AS key, NULL AS parent FROM users`),
    q(`SELECT id, name, ${KEY("name")} AS key, NULL AS parent FROM talents`),
    q(`SELECT id, name, ${KEY("name")} AS key, NULL AS parent FROM services`),
    q(`SELECT id, name, ${KEY("name")} AS key, services_id AS parent FROM sub_services`),
  ]);
  return { users, talents, services, subs };
}

/** What decides whether an imported row equals a stored order (a re-import is 'sudah ada'). */
export interface StoredOrder {
  no_order: number;
  date: string;
  user_id: number;
  talents_id: number;
  services_id: number | null;
  sub_service_id: number | null;
  customer_name: string;
  customer_age: number | null;
  gender: string | null;
  duration: number | null;
  price: number;
  payment_method: string | null;
  payment_place: string | null;
  refund_status: string;
  tip_talent: number;
  tip_admin: number;
  description: string;
}

export async function ordersByNumber(db: Queryable, numbers: number[]): Promise<StoredOrder[]> {
  const out: StoredOrder[] = [];
  for (let i = 0; i < numbers.length; i += 5000)
    out.push(
      ...(await db.query<StoredOrder>(
        `SELECT no_order, date, user_id, talents_id, services_id, sub_service_id, customer_name,
                customer_age, gender, duration, price, payment_method, payment_place,
                refund_status, tip_talent, tip_admin, description
           FROM orders WHERE no_order = ANY($1::int8[])`,
        [numbers.slice(i, i + 5000)],
      )),
    );
  return out;
}

/** Every closed month (YYYY-MM): a short list. */
export async function closedMonths(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ month: string }>("SELECT month FROM closed_periods");
  return rows.map((r) => r.month);
}

/** A talent 'Buat data yang belum ada' makes: no category yet, edited later on the Talent page. */
export async function insertImportedTalent(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO talents (name, gender) VALUES ($1, 'Woman') RETURNING id",
    [name],
  );
  return row.id;
}

export async function insertBatch(
  db: Queryable,
  b: { user_id: number; file_name: string; mode: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO imports (user_id, file_name, mode) VALUES ($1, $2, $3) RETURNING id",
    [b.user_id, b.file_name, b.mode],
  );
  return row.id;
}

export interface FailedRows {
  headers: string[];
  rows: { cells: string[]; message: string }[];
}

export async function finishBatch(
  db: Queryable,
  id: number,
  c: { created: number; skipped: number; failed: number; failedRows: FailedRows },
): Promise<void> {
  await db.query(
    "UPDATE imports SET created = $2, skipped = $3, failed = $4, failed_rows = $5::jsonb WHERE id = $1",
    [id, c.created, c.skipped, c.failed, JSON.stringify(c.failedRows)],
  );
}

const BATCH_COLUMNS = `i.id, i.file_name, i.user_id, u.username, i.mode, i.created, i.skipped,
  i.failed, i.created_at, i.undone_at`;

export async function findBatch(db: Queryable, id: number): Promise<ImportBatch | undefined> {
  const [row] = await db.query<ImportBatch>(
    `SELECT ${BATCH_COLUMNS} FROM imports i LEFT JOIN users u ON u.id = i.user_id WHERE i.id = $1`,
    [id],
  );
  return row;
}

export async function batchPage(
  db: Queryable,
  page: number,
  limit: number,
): Promise<{ rows: ImportBatch[]; total: number }> {
  const rows = await db.query<ImportBatch>(
    `SELECT ${BATCH_COLUMNS} FROM imports i LEFT JOIN users u ON u.id = i.user_id
      ORDER BY i.id DESC LIMIT $1 OFFSET $2`,
    [limit, page * limit],
  );
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM imports");
  return { rows, total: n };
}

export async function failedRowsOf(db: Queryable, id: number): Promise<FailedRows | undefined> {
  const [row] = await db.query<{ f: FailedRows }>(
    "SELECT failed_rows AS f FROM imports WHERE id = $1",
    [id],
  );
  return row?.f;
}

/** The batch row locked for an undo: undefined when there is none. */
export async function lockBatch(
  tx: Queryable,
  id: number,
): Promise<{ undone_at: string | null } | undefined> {
  const [row] = await tx.query<{ undone_at: string | null }>(
    "SELECT undone_at FROM imports WHERE id = $1 FOR UPDATE",
    [id],
  );
  return row;
}

/** The batch's orders still there, locked, as the list shows them (the undo's audit rows). */
export function lockBatchOrders(tx: Queryable, id: number) {
  return tx.query<{ id: number; no_order: number; date: string; version: number }>(
    `SELECT ${ROW_COLUMNS} FROM orders o ${ORDER_JOINS} WHERE o.import_id = $1
      ORDER BY o.id FOR UPDATE OF o`,
    [id],
  );
}

/** Deletes the batch's orders (tips cascade; the rollup trigger takes them out). */
export async function deleteBatchOrders(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM orders WHERE import_id = $1", [id]);
}

export async function markUndone(tx: Queryable, id: number, by: number): Promise<void> {
  await tx.query("UPDATE imports SET undone_at = now(), undone_by = $2 WHERE id = $1", [id, by]);
}

/**
 * Fresh planner statistics for the tables an import grows. A plan cached while orders was small
 * stays a sequential scan as the table grows (the foreign key check of each tip row, an undo's
 * cascade to the tips): once thousands of rows are in, ANALYZE has them planned again. PGlite
 * runs no autovacuum that would do it (RULES.md D2: PGlite by default).
 */
export async function analyzeImported(db: Db): Promise<void> {
  // the plans need the tables' sizes (which any ANALYZE of a table refreshes): only the keys'
  // columns, so the other columns keep their statistics, on a small sample — PGlite's memory
  // grows to hold the sample and never gives it back
  await db.transaction((tx) =>
    tx.exec("SET LOCAL default_statistics_target = 10; ANALYZE orders (id), order_tips (order_id)"),
  );
}

/** A batch that failed half way is taken back whole (mode all, or a fault). */
export async function dropBatch(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM orders WHERE import_id = $1", [id]);
  await tx.query("DELETE FROM imports WHERE id = $1", [id]);
}
