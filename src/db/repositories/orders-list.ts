// GET /order/orders and its CSV export: the filtered, sorted order list with the totals of the
// page and of every matching order. Without a free-text search the totals come from the daily
// rollup; a search finds customer names in their own table (migration 18), order numbers on a
// pg_trgm index, and counts at most SEARCH_COUNT_CAP matches.
import { type DateRange, type ListSort, type SortDir } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { NumberRange } from "../../contract/column-filters";
import {
  SEARCH_COUNT_CAP,
  type OrderRangeFilter,
  type OrderListSort,
  type OrderListTotals,
  type OrderRow,
  type OrderTextFilter,
} from "../../contract/orders";
import type { RefundStatus } from "../../money/rules";
import { BLANK_KEY, ORDER_EQUALS } from "../../contract/filter-fields";
import { ROW_COLUMNS } from "./orders";

type OrderEqualsFilter = (typeof ORDER_EQUALS)[number];
import { ORDER_JOINS } from "./order-joins";
import { containsPattern, pageWindow } from "./paging";
import { dayWindow, rollupFor, Where, type Rollup } from "./report-sql";

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

/** Names live in small tables: resolve them to ids first, as the free-text search does. */
const NAME_LOOKUPS: Partial<
  Record<OrderTextFilter, { table: string; column: string; fk: string }>
> = {
  admin_name: { table: "users", column: "username", fk: "o.user_id" },
  talent_name: { table: "talents", column: "name", fk: "o.talents_id" },
  service_name: { table: "services", column: "name", fk: "o.services_id" },
  sub_service_name: { table: "sub_services", column: "name", fk: "o.sub_service_id" },
};

const RANGE_COLUMNS: Record<OrderRangeFilter, string> = {
  price: "o.price",
  net_price: "o.net_price",
  customer_age: "o.customer_age",
  duration: "o.duration",
};

/** Past this many matching customer names a text is looked up on the orders themselves. */
const CUSTOMER_NAME_LIMIT = 500;

/**
 * `o.customer_name` contains the text (`pattern`), through order_customer_names (each name once,
 * migration 18): the matching names first, then their orders on the name's btree, instead of
 * intersecting the orders' trigram lists, which for a common two-word name span millions of
 * orders. Null when no name matches. A text that matches more names than CUSTOMER_NAME_LIMIT
 * (a letter or two) stays an ILIKE on the orders' trigram index.
 */
async function customerNameMatch(db: Queryable, w: Where, pattern: string) {
  const names = (
    await db.query<{ name: string }>(
      `SELECT name FROM order_customer_names WHERE name ILIKE $1 AND order_count > 0
       ORDER BY name LIMIT ${CUSTOMER_NAME_LIMIT + 1}`,
      [pattern],
    )
  ).map((r) => r.name);
  if (names.length > CUSTOMER_NAME_LIMIT) return `o.customer_name ILIKE ${w.param(pattern)}`;
  if (names.length === 0) return null;
  // one name as an equality: its orders come from the btree already in list order
  if (names.length === 1) return `o.customer_name = ${w.param(names[0])}`;
  return `o.customer_name = ANY(${w.param(names)}::text[])`;
}

async function addColumnFilters(db: Queryable, w: Where, f: OrderListFilter) {
  for (const [field, value] of Object.entries(f.contains ?? {}) as [OrderTextFilter, string][]) {
    const pattern = containsPattern(value);
    if (field === "customer_name") {
      w.add((await customerNameMatch(db, w, pattern)) ?? "FALSE");
      continue;
    }
    const lookup = NAME_LOOKUPS[field];
    if (!lookup) {
      w.add(`o.${field} ILIKE ${w.param(pattern)}`);
      continue;
    }
    const ids = (
      await db.query<{ id: number }>(
        `SELECT id FROM ${lookup.table} WHERE ${lookup.column} ILIKE $1`,
        [pattern],
      )
    ).map((r) => r.id);
    w.add(`${lookup.fk} = ANY(${w.param(ids)}::int[])`);
  }
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

/**
 * Talents and users whose name contains the text. Both tables are small; resolving them first
 * turns the search into `talents_id = ANY(...)`, which an index serves inside the OR (an
 * `IN (SELECT ...)` there becomes a per-row filter and forces a pass over every order).
 */
async function nameMatches(db: Queryable, pattern: string) {
  const [row] = await db.query<{ talents: number[]; users: number[] }>(
    `SELECT ARRAY(SELECT id FROM talents WHERE name ILIKE $1) AS talents,
            ARRAY(SELECT id FROM users WHERE username ILIKE $1) AS users`,
    [pattern],
  );
  return row;
}

/** The WHERE over `orders o` alone, so every query can stay on the orders indexes. */
async function whereOf(db: Queryable, f: OrderListFilter): Promise<Where> {
  const w = new Where();
  if (f.refundStatus) w.add(`o.refund_status = ${w.param(f.refundStatus)}`);
  w.range("o.date", f.period);
  if (f.talentId) w.add(`o.talents_id = ${w.param(f.talentId)}`);
  if (f.userId) w.add(`o.user_id = ${w.param(f.userId)}`);
  if (f.ids) w.add(`o.id = ANY(${w.param(f.ids)}::int[])`);
  await addColumnFilters(db, w, f);
  if (f.search) {
    const pattern = containsPattern(f.search);
    // each arm has its own index (customer names, the order number's trigram GIN, talents_id,
    // user_id): a BitmapOr of them
    const arms: string[] = [];
    const customer = await customerNameMatch(db, w, pattern);
    if (customer) arms.push(customer);
    // an order number is digits only: skip its arm when the text has none
    if (/\d/.test(f.search)) arms.push(`o.no_order::text ILIKE ${w.param(pattern)}`);
    const names = await nameMatches(db, pattern);
    if (names.talents.length) arms.push(`o.talents_id = ANY(${w.param(names.talents)}::int[])`);
    if (names.users.length) arms.push(`o.user_id = ANY(${w.param(names.users)}::int[])`);
    w.add(arms.length ? `(${arms.join(" OR ")})` : "FALSE");
  }
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
 * Totals of every order matching a filter without a search, without reading a million orders:
 * a rollup answers the date, talent and admin filters and a refund status alone; refund NONE with
 * a talent or admin (most orders) is the rollup minus the few refunded ones; a refunded status
 * with a talent or admin reads its own (few) orders.
 */
async function filteredTotals(db: Queryable, f: OrderListFilter): Promise<OrderListTotals> {
  const rollup = rollupOf(f);
  if (rollup) return rollupTotals(db, rollup);
  if (hasColumnFilters(f) || f.refundStatus !== "NONE") return sumOrders(db, await whereOf(db, f));
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
  const [probe] = await db.query<OrderListTotals>(
    `SELECT count(*) AS count, COALESCE(SUM(price), 0) AS price,
            COALESCE(SUM(net_price), 0) AS net_price
     FROM (SELECT o.price, o.net_price FROM orders o ${w} LIMIT ${SEARCH_COUNT_CAP + 1}) m`,
    w.params,
  );
  const capped = probe.count > SEARCH_COUNT_CAP;
  const totalRows = capped ? SEARCH_COUNT_CAP : probe.count;
  const all = capped ? null : sumsOf(probe);
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
  const all = await filteredTotals(db, f);
  const base = { totalRows: all.count, capped: false, all };
  if (offset >= all.count) return { rows: [], ...base };
  const rollup = sort.by === "date" ? rollupOf(f) : null;
  const win = await dayWindow(db, rollup, w, pageWindow(offset, limit, all.count, sort.dir));
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
