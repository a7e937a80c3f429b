import type { Queryable } from "../connection";
import type { OrderRow } from "../../contract/orders";
import type { RefundStatus } from "../../money/rules";
import { ROW_COLUMNS } from "./orders";
import { ORDER_JOINS } from "./order-joins";
import { containsPattern, pageWindow } from "./paging";

export interface OrderListFilter {
  search: string;
  refundStatus?: RefundStatus;
  startDate?: string;
  endDate?: string;
}

/** WHERE over `orders o` only, so the page and count queries can stay on the orders indexes. */
function whereOf(f: OrderListFilter, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const c: string[] = [];
  if (f.refundStatus) c.push(`o.refund_status = ${p(f.refundStatus)}`);
  if (f.startDate) c.push(`o.date >= ${p(f.startDate)}::date`);
  if (f.endDate) c.push(`o.date <= ${p(f.endDate)}::date`);
  if (f.search) {
    const s = p(containsPattern(f.search));
    // an order number is digits only: skip casting a million of them when the text has none
    const byNumber = /\d/.test(f.search) ? `o.no_order::text ILIKE ${s} OR ` : "";
    c.push(`(${byNumber}o.customer_name ILIKE ${s}
      OR o.talents_id IN (SELECT id FROM talents WHERE name ILIKE ${s})
      OR o.user_id IN (SELECT id FROM users WHERE username ILIKE ${s}))`);
  }
  return c.length ? `WHERE ${c.join(" AND ")}` : "";
}

/**
 * Newest first. The inner query finds the page's ids on orders alone (orders_date_idx or
 * orders_refund_idx); the joins then run for those rows only, not for every row OFFSET skips.
 * Pages past the middle walk the same index from the oldest end, so the last page is as cheap
 * as the first (OFFSET cost grows with the rows skipped).
 */
async function pageRows(
  db: Queryable,
  f: OrderListFilter,
  limit: number,
  offset: number,
  totalRows: number,
) {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const win = pageWindow(offset, limit, totalRows, "DESC");
  return db.query<OrderRow>(
    `WITH page AS (
       SELECT o.id FROM orders o ${where}
       ORDER BY o.date ${win.dir}, o.id ${win.dir}
       LIMIT $${params.push(win.limit)} OFFSET $${params.push(win.offset)}
     )
     SELECT ${ROW_COLUMNS} FROM page JOIN orders o ON o.id = page.id ${ORDER_JOINS}
     ORDER BY o.date DESC, o.id DESC`,
    params,
  );
}

/**
 * A text search reads every order anyway (no index serves ILIKE '%x%'), so one sequential pass
 * yields both the page and the count. Sorting on `+ 0` keeps the planner off orders_date_idx:
 * walking it for a rare word visits the whole table in random order (2.7 s on 1M rows).
 */
async function searchPage(db: Queryable, f: OrderListFilter, limit: number, offset: number) {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const rows = await db.query<OrderRow & { total_rows: number }>(
    `WITH page AS (
       SELECT o.id, count(*) OVER () AS total_rows FROM orders o ${where}
       ORDER BY o.date + 0 DESC, o.id + 0 DESC
       LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}
     )
     SELECT ${ROW_COLUMNS}, page.total_rows FROM page JOIN orders o ON o.id = page.id ${ORDER_JOINS}
     ORDER BY o.date DESC, o.id DESC`,
    params,
  );
  // past the last page no row carries the count: count separately (rare, and cheap when 0)
  const totalRows = rows.length ? rows[0].total_rows : offset ? await countWhere(db, f) : 0;
  return { rows: rows.map(({ total_rows: _t, ...row }) => row), totalRows };
}

/** One page of GET /order/orders plus its total row count. */
export async function listOrdersPage(
  db: Queryable,
  f: OrderListFilter,
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; totalRows: number }> {
  const offset = page * limit;
  if (f.search) return searchPage(db, f, limit, offset);
  const totalRows = await countOrders(db, f);
  if (offset >= totalRows) return { rows: [], totalRows };
  return { rows: await pageRows(db, f, limit, offset, totalRows), totalRows };
}

/** Orders per the daily rollup (kept by trigger), optionally within a date range. */
async function rollupCount(db: Queryable, f: OrderListFilter): Promise<number> {
  const params: unknown[] = [];
  const c: string[] = [];
  if (f.startDate) c.push(`date >= $${params.push(f.startDate)}::date`);
  if (f.endDate) c.push(`date <= $${params.push(f.endDate)}::date`);
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT COALESCE(SUM(order_count), 0)::bigint AS n FROM order_rollup_daily
     ${c.length ? `WHERE ${c.join(" AND ")}` : ""}`,
    params,
  );
  return n;
}

async function countWhere(db: Queryable, f: OrderListFilter, extra = ""): Promise<number> {
  const params: unknown[] = [];
  let where = whereOf(f, params);
  if (extra) where = where ? `${where} AND ${extra}` : `WHERE ${extra}`;
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM orders o ${where}`,
    params,
  );
  return n;
}

/**
 * Total rows for the list without counting a million rows when avoidable: no search reads
 * the rollup; refund NONE (most orders) is the rollup minus the few refunded ones.
 */
export async function countOrders(db: Queryable, f: OrderListFilter): Promise<number> {
  if (f.search) return countWhere(db, f);
  if (!f.refundStatus) return rollupCount(db, f);
  if (f.refundStatus !== "NONE") return countWhere(db, f);
  const refunded = await countWhere(
    db,
    { ...f, refundStatus: undefined },
    "o.refund_status IN ('REFUND_50', 'REFUND_100')",
  );
  return (await rollupCount(db, f)) - refunded;
}

/** GET /order/total: every order, from the rollup. */
export async function totalOrders(db: Queryable): Promise<number> {
  return rollupCount(db, { search: "" });
}
