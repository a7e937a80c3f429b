// GET /order/orders and its CSV export: the filtered, sorted order list with the totals of the
// page and of every matching order. Without a free-text search the totals come from the daily
// rollup; a search matches names in their own tables first (order-search.ts), order numbers on a
// pg_trgm index, and counts at most SEARCH_COUNT_CAP matches.
import { type DateRange, type ListSort, type SortDir } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { NumberRange } from "../../contract/column-filters";
import {
  type OrderRangeFilter,
  type OrderListSort,
  type OrderListTotals,
  type OrderRow,
  type OrderTextFilter,
} from "../../contract/orders";
import type { RefundStatus } from "../../money/rules";
import { BLANK_KEY, ORDER_EQUALS } from "../../contract/filter-fields";
import { ROW_COLUMNS } from "./orders";
import { ORDER_JOINS } from "./order-joins";
import { pageWindow } from "./paging";
import { addOrderSearch, cappedSearchSums } from "./order-search";
import { daySeek, rollupFor, seekWindow, Where, type Rollup } from "./report-sql";

type OrderEqualsFilter = (typeof ORDER_EQUALS)[number];

export interface OrderListFilter {
  search: string;
  refundStatus?: RefundStatus;
  period: DateRange;
  talentId?: number;
  userId?: number;
  /** Header filters (contract ORDER_FILTERS): the column's text contains this (case-blind). */
  contains?: Partial<Record<OrderTextFilter, string>>;
  /** Header filters: the column's figure lies in this inclusive range. */
  ranges?: Partial<Record<OrderRangeFilter, NumberRange>>;
  /** Only these orders (the ticked rows an export was asked for). */
  ids?: number[];
  /** Selects equal to one column of the order (contract ORDER_EQUALS: the pivot's drill-down). */
  equals?: Partial<Record<OrderEqualsFilter, string | number>>;
}

/** A filter the daily rollup cannot answer (header filters read the orders themselves). */
const hasColumnFilters = (f: OrderListFilter) =>
  Object.keys(f.contains ?? {}).length > 0 ||
  Object.keys(f.ranges ?? {}).length > 0 ||
  Object.keys(f.equals ?? {}).length > 0 ||
  f.ids !== undefined;

const RANGE_COLUMNS: Record<OrderRangeFilter, string> = {
  price: "o.price",
  net_price: "o.net_price",
  customer_age: "o.customer_age",
  duration: "o.duration",
};

async function addColumnFilters(db: Queryable, w: Where, f: OrderListFilter) {
  for (const [field, value] of Object.entries(f.contains ?? {}) as [OrderTextFilter, string][])
    await addOrderSearch(db, w, value, [field]);
  for (const [field, v] of Object.entries(f.equals ?? {}) as [OrderEqualsFilter, string][])
    w.add(v === BLANK_KEY ? `o.${field} IS NULL` : `o.${field} = ${w.param(v)}`);
  for (const [field, r] of Object.entries(f.ranges ?? {}) as [OrderRangeFilter, NumberRange][]) {
    const col = RANGE_COLUMNS[field];
    if (r.min !== undefined) w.add(`${col} >= ${w.param(r.min)}`);
    if (r.max !== undefined) w.add(`${col} <= ${w.param(r.max)}`);
  }
}

/** Sort expression and the join it needs on top of `orders o` (names sort case-blind). */
const SORTS: Record<OrderListSort, { expr: string; join?: string }> = {
  date: { expr: "o.date" },
  no_order: { expr: "o.no_order" },
  admin_name: { expr: "lower(u.username)", join: "JOIN users u ON u.id = o.user_id" },
  talent_name: { expr: "lower(t.name)", join: "JOIN talents t ON t.id = o.talents_id" },
  customer_name: { expr: "lower(o.customer_name)" },
  customer_age: { expr: "o.customer_age" },
  service_name: { expr: "lower(s.name)", join: "LEFT JOIN services s ON s.id = o.services_id" },
  sub_service_name: {
    expr: "lower(ss.name)",
    join: "LEFT JOIN sub_services ss ON ss.id = o.sub_service_id",
  },
  duration: { expr: "o.duration" },
  price: { expr: "o.price" },
  net_price: { expr: "o.net_price" },
  refund_status: { expr: "o.refund_status" },
};

/** Columns with an index that serves `ORDER BY col, id` (walked when a page is wanted fast). */
const INDEXED_SORTS = new Set<OrderListSort>(["date", "no_order"]);

/** What the list's search box looks in (the report of one person also looks in services). */
const SEARCH_FIELDS = ["customer_name", "no_order", "talent_name", "admin_name"] as const;

/** The WHERE over `orders o` alone, so every query can stay on the orders indexes. */
async function whereOf(db: Queryable, f: OrderListFilter): Promise<Where> {
  const w = new Where();
  if (f.refundStatus) w.add(`o.refund_status = ${w.param(f.refundStatus)}`);
  w.range("o.date", f.period);
  if (f.talentId) w.add(`o.talents_id = ${w.param(f.talentId)}`);
  if (f.userId) w.add(`o.user_id = ${w.param(f.userId)}`);
  if (f.ids) w.add(`o.id = ANY(${w.param(f.ids)}::int[])`);
  await addColumnFilters(db, w, f);
  if (f.search) await addOrderSearch(db, w, f.search, SEARCH_FIELDS);
  return w;
}

const sumsOf = (r: { count: number; price: number; net_price: number }): OrderListTotals => ({
  price: r.price,
  net_price: r.net_price,
  count: r.count,
});

const ORDER_TOTALS = `count(*) AS count, COALESCE(SUM(o.price), 0) AS price,
  COALESCE(SUM(o.net_price), 0) AS net_price`;

async function sumOrders(db: Queryable, w: Where, extra?: string): Promise<OrderListTotals> {
  const where = extra ? (w.toString() ? `${w} AND ${extra}` : `WHERE ${extra}`) : `${w}`;
  const [row] = await db.query<OrderListTotals>(
    `SELECT ${ORDER_TOTALS} FROM orders o ${where}`,
    w.params,
  );
  return sumsOf(row);
}

/** The rollup that counts a filter's orders, unless header filters or a search narrow it. */
const rollupOf = (f: OrderListFilter): Rollup | null =>
  hasColumnFilters(f) || f.search ? null : rollupFor(f);

/** Σ over a rollup (kept by trigger) for the filter it answers. */
async function rollupTotals(db: Queryable, r: Rollup): Promise<OrderListTotals> {
  const [row] = await db.query<OrderListTotals>(
    `SELECT COALESCE(SUM(order_count), 0) AS count, COALESCE(SUM(price), 0) AS price,
            COALESCE(SUM(net_price), 0) AS net_price
     FROM ${r.from} ${r.w}`,
    r.w.params,
  );
  return sumsOf(row);
}

/**
 * Totals of every order matching a filter without a search (`w`, its WHERE), without reading a
 * million orders:
 * a rollup answers the date, talent and admin filters and a refund status alone; refund NONE with
 * a talent or admin (most orders) is the rollup minus the few refunded ones; a refunded status
 * with a talent or admin reads its own (few) orders.
 */
async function filteredTotals(
  db: Queryable,
  f: OrderListFilter,
  w: Where,
): Promise<OrderListTotals> {
  const rollup = rollupOf(f);
  if (rollup) return rollupTotals(db, rollup);
  if (hasColumnFilters(f) || f.refundStatus !== "NONE") return sumOrders(db, w);
  const refunded = await sumOrders(
    db,
    await whereOf(db, { ...f, refundStatus: undefined }),
    "o.refund_status IN ('REFUND_50', 'REFUND_100')",
  );
  const all = await rollupTotals(db, rollupOf({ ...f, refundStatus: undefined })!);
  return {
    count: all.count - refunded.count,
    price: all.price - refunded.price,
    net_price: all.net_price - refunded.net_price,
  };
}

/** The page's rows, joined only for the ids found (ids first: OFFSET skips bare ids, not joins). */
async function rowsOfPage(
  db: Queryable,
  w: Where,
  sort: ListSort<OrderListSort>,
  win: { limit: number; offset: number; dir: SortDir },
  opts: { avoidIndex?: boolean } = {},
): Promise<OrderRow[]> {
  const { expr, join = "" } = SORTS[sort.by];
  // `+ 0` keeps the planner off the sort column's index: walking it for a rare word visits the
  // whole table in random order, where the trigram bitmap finds the few matches at once
  const key = opts.avoidIndex && INDEXED_SORTS.has(sort.by) ? `${expr} + 0` : expr;
  const id = opts.avoidIndex ? "o.id + 0" : "o.id";
  const params = [...w.params, win.limit, win.offset];
  return db.query<OrderRow>(
    `WITH page AS (
       SELECT o.id FROM orders o ${join} ${w}
       ORDER BY ${key} ${win.dir}, ${id} ${win.dir}
       LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT ${ROW_COLUMNS} FROM page JOIN orders o ON o.id = page.id ${ORDER_JOINS}
     ORDER BY ${expr} ${sort.dir}, o.id ${sort.dir}`,
    params,
  );
}

export interface OrderListPage {
  rows: OrderRow[];
  totalRows: number;
  /** A search matched more than SEARCH_COUNT_CAP orders: `totalRows` is the cap. */
  capped: boolean;
  /** Every matching order; null when capped. */
  all: OrderListTotals | null;
}

/**
 * A search counts (and sums) at most CAP + 1 matches. Up to the cap the counts are exact and the
 * page is sorted from the trigram matches; past it the page walks the sort index and stops after
 * OFFSET + LIMIT matches, which for a common word is soon.
 */
async function searchPage(
  db: Queryable,
  w: Where,
  sort: ListSort<OrderListSort>,
  limit: number,
  offset: number,
): Promise<OrderListPage> {
  const probe = await cappedSearchSums<OrderListTotals>(db, {
    sums: `count(*) AS count, COALESCE(SUM(price), 0) AS price,
           COALESCE(SUM(net_price), 0) AS net_price`,
    columns: "o.price, o.net_price",
    from: "FROM orders o",
    w,
    countOf: (r) => r.count,
  });
  const { total: totalRows, capped } = probe;
  const all = probe.sums && sumsOf(probe.sums);
  if (offset >= totalRows) return { rows: [], totalRows, capped, all };
  const rows = await rowsOfPage(
    db,
    w,
    sort,
    { limit: Math.min(limit, totalRows - offset), offset, dir: sort.dir },
    { avoidIndex: !capped },
  );
  return { rows, totalRows, capped, all };
}

/** One page of GET /order/orders with its total row count and all-rows totals. */
export async function listOrdersPage(
  db: Queryable,
  f: OrderListFilter,
  sort: ListSort<OrderListSort>,
  page: number,
  limit: number,
): Promise<OrderListPage> {
  const offset = page * limit;
  const w = await whereOf(db, f);
  if (f.search) return searchPage(db, w, sort, limit, offset);
  const all = await filteredTotals(db, f, w);
  const base = { totalRows: all.count, capped: false, all };
  if (offset >= all.count) return { rows: [], ...base };
  const rollup = sort.by === "date" ? rollupOf(f) : null;
  const seek = rollup && daySeek(rollup);
  const win = await seekWindow(db, seek, w, pageWindow(offset, limit, all.count, sort.dir));
  return { rows: await rowsOfPage(db, w, sort, win), ...base };
}

/**
 * Every matching order in list order, for the CSV export: the ids first (one sorted pass), then
 * the rows in chunks, so a PGlite export of a million orders lets other requests in between.
 */
export async function* allOrderRows(
  db: Queryable,
  f: OrderListFilter,
  sort: ListSort<OrderListSort>,
  chunk = 2000,
): AsyncGenerator<OrderRow[]> {
  const w = await whereOf(db, f);
  const { expr, join = "" } = SORTS[sort.by];
  const ids = (
    await db.query<{ id: number }>(
      `SELECT o.id FROM orders o ${join} ${w} ORDER BY ${expr} ${sort.dir}, o.id ${sort.dir}`,
      w.params,
    )
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += chunk) {
    yield db.query<OrderRow>(
      `SELECT ${ROW_COLUMNS}
       FROM unnest($1::bigint[]) WITH ORDINALITY AS page(id, n)
       JOIN orders o ON o.id = page.id ${ORDER_JOINS}
       ORDER BY page.n`,
      [ids.slice(i, i + chunk)],
    );
  }
}

/** GET /order/total: every order, from the rollup. */
export async function totalOrders(db: Queryable): Promise<number> {
  return (await rollupTotals(db, rollupFor({}))).count;
}
