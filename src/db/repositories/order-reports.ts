// GET /order/talent/:id and /order/admin/:id: one talent's (or handler's) orders, paged, with
// totals of the page and of every matching order. Pages walk (talents_id|user_id, id) or
// (…, date, id), deep ones from the id block or day their counts point at (report-sql.ts
// seekWindow); the all-orders totals come from the rollup unless a search or a header filter
// narrows the set. The search matches names in their own tables first (order-search.ts).
import type { DateRange, ListInput } from "../../contract/list-query";
import type { Queryable } from "../connection";
import { earnedBy, orderTotals, type MoneySums } from "../../money/rules";
import type {
  OrderReportPage,
  OrderReportRow,
  OrderReportSort,
} from "../../contract/order-reports";
import { anyColumnFilter, type ColumnFilterValues } from "../../contract/column-filters";
import { pageWindow, toPaged } from "./paging";
import { addOrderSearch, cappedSearchSums } from "./order-search";
import { ORDER_JOINS } from "./order-joins";
import { earnedSql } from "./money-sql";
import {
  ORDER_SUMS,
  ROLLUP_SUMS,
  Where,
  daySeek,
  idSeek,
  rollupFor,
  seekWindow,
  toSums,
  type Rollup,
  type Seek,
} from "./report-sql";

const SORT_SQL: Record<OrderReportSort, string> = {
  id: "o.id",
  no_order: "o.no_order",
  date: "o.date",
  price: "o.price",
  net_price: "o.net_price",
  refund_status: "o.refund_status",
  talent_share: "o.talent_share",
  admin_fee: "o.admin_fee",
  tip_talent: "o.tip_talent",
  tip_admin: "o.tip_admin",
  customer_name: "lower(o.customer_name)",
  customer_age: "o.customer_age",
  duration: "o.duration",
};

/** Header filter fields of an order report → their SQL over `orders o` + ORDER_JOINS. */
const FILTER_SQL: Record<string, string> = {
  handle_by: "u.username",
  talent: "t.name",
  customer_name: "o.customer_name",
  jasa: "COALESCE(ss.name, s.name, '')",
  customer_age: "o.customer_age",
  duration: "o.duration",
  net_price: "o.net_price",
  talent_share: "o.talent_share",
  tip_talent: "o.tip_talent",
  talent_fee_plus_tip: earnedSql("talent", "o"),
  admin_fee: "o.admin_fee",
  tip_admin: "o.tip_admin",
  admin_fee_plus_tip: earnedSql("admin", "o"),
  refund_status: "o.refund_status",
};

const JOINS = `FROM orders o ${ORDER_JOINS}`;

/** What a report's search box looks in: the order list's fields and the services. */
const SEARCH_FIELDS = [
  "customer_name",
  "no_order",
  "talent_name",
  "admin_name",
  "sub_service_name",
  "service_name",
] as const;

type FlatRow = Omit<
  OrderReportRow,
  | "talent"
  | "handler"
  | "sub_service"
  | "service"
  | "tips"
  | "talent_fee_plus_tip"
  | "admin_fee_plus_tip"
> & {
  talent_name: string;
  handler_username: string;
  sub_service_name: string | null;
  service_name: string | null;
};

const pageSums = (rows: OrderReportRow[]): MoneySums =>
  rows.reduce(
    (s, r) => ({
      order_count: s.order_count + 1,
      net_price: s.net_price + r.net_price,
      talent_share: s.talent_share + r.talent_share,
      admin_fee: s.admin_fee + r.admin_fee,
      tip_talent: s.tip_talent + r.tip_talent,
      tip_admin: s.tip_admin + r.tip_admin,
    }),
    { order_count: 0, net_price: 0, talent_share: 0, admin_fee: 0, tip_talent: 0, tip_admin: 0 },
  );

/**
 * Totals of every matching order: from the rollup (`rollup`: nothing narrows the set), else summed
 * here (a window sum in the page query measured slower: it materialises and sorts every match).
 * With `capped` (a search on a paged read) the count stops at the order list's cap
 * (cappedSearchSums), so a common word costs a page, not a pass over a person's every order.
 */
async function allOrders(
  db: Queryable,
  q: { w: Where; from: string; rollup: Rollup | null; capped: boolean },
): Promise<{ all: MoneySums | null; total: number }> {
  const { w, rollup } = q;
  if (q.capped) {
    const { sums, total } = await cappedSearchSums<MoneySums>(db, {
      sums: ORDER_SUMS,
      columns: "o.*",
      from: q.from,
      w,
      countOf: (r) => r.order_count,
    });
    return { all: sums && toSums(sums), total };
  }
  const [row] = rollup
    ? await db.query<MoneySums>(
        `SELECT ${ROLLUP_SUMS} FROM ${rollup.from} ${rollup.w}`,
        rollup.w.params,
      )
    : await db.query<MoneySums>(`SELECT ${ORDER_SUMS} ${q.from} ${w}`, w.params);
  return { all: toSums(row), total: row.order_count };
}

/**
 * The counts a deep page of a report no search or filter narrows starts from: its rollup's days
 * when sorted by date, its id blocks when sorted by id (the spec's default) over every date.
 */
function seekOf(
  by: "talent" | "admin",
  id: number,
  q: { sort: { by: OrderReportSort }; period: DateRange },
  rollup: () => Rollup,
): Seek | null {
  if (q.sort.by === "date") return daySeek(rollup());
  if (q.sort.by === "id" && !q.period.start && !q.period.end) return idSeek(by, id);
  return null;
}

export async function orderReportPage(
  db: Queryable,
  by: "talent" | "admin",
  id: number,
  q: ListInput<OrderReportSort> & { filters: ColumnFilterValues },
  opts: { capSearch?: boolean } = {},
): Promise<OrderReportPage> {
  const key = by === "talent" ? "talents_id" : "user_id";
  const range = q.period;
  const w = new Where();
  w.add(`o.${key} = ${w.param(id)}`).range("o.date", range);
  const search = q.search.trim();
  if (search) await addOrderSearch(db, w, search, SEARCH_FIELDS);
  const { filters } = q;
  const filtered = anyColumnFilter(filters);
  if (filtered) w.columns(filters, FILTER_SQL);
  const narrowed = search !== "" || filtered;
  // the header filters read the joined names; the search matched them by key (order-search.ts)
  const from = filtered ? JOINS : "FROM orders o";
  const rollup = (): Rollup =>
    rollupFor(by === "talent" ? { period: range, talentId: id } : { period: range, userId: id });
  const { all, total } = await allOrders(db, {
    w,
    from,
    rollup: narrowed ? null : rollup(),
    capped: search !== "" && opts.capSearch === true,
  });

  // The page's ids are found first — on orders alone unless a filter needs joins — and only
  // those rows are joined; pageWindow keeps OFFSET short on deep pages. A capped count does not
  // know the far end: its pages are read from the near one.
  const dir = q.sort.dir;
  const offset = q.page * q.limit;
  const seek = narrowed ? null : seekOf(by, id, q, rollup);
  const win = all
    ? await seekWindow(db, seek, w, pageWindow(offset, q.limit, total, dir))
    : { limit: Math.max(0, Math.min(q.limit, total - offset)), offset, dir };
  const sort = SORT_SQL[q.sort.by];
  const flat = await db.query<FlatRow>(
    `WITH page AS (
       SELECT o.id ${from} ${w}
       ORDER BY ${sort} ${win.dir}, o.id ${win.dir}
       LIMIT ${w.param(win.limit)} OFFSET ${w.param(win.offset)}
     )
     SELECT o.id, o.no_order, o.date, o.price, o.net_price, o.refund_status, o.talent_share,
            o.admin_fee, o.tip_talent, o.tip_admin, o.customer_name, o.customer_age, o.duration,
            t.name AS talent_name, u.username AS handler_username,
            ss.name AS sub_service_name, s.name AS service_name
     ${JOINS} JOIN page ON page.id = o.id
     ORDER BY ${sort} ${dir}, o.id ${dir}`,
    w.params,
  );
  const tips = flat.length
    ? await db.query<{ order_id: number; receiver_type: "talent" | "admin"; amount: number }>(
        `SELECT order_id, receiver_type, amount FROM order_tips
         WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
        [flat.map((r) => r.id)],
      )
    : [];
  const rows: OrderReportRow[] = flat.map(
    ({ talent_name, handler_username, sub_service_name, service_name, ...r }) => ({
      ...r,
      talent_fee_plus_tip: earnedBy("talent", r),
      admin_fee_plus_tip: earnedBy("admin", r),
      talent: { name: talent_name },
      handler: { username: handler_username },
      sub_service: sub_service_name === null ? null : { name: sub_service_name },
      service: service_name === null ? null : { name: service_name },
      tips: tips
        .filter((x) => x.order_id === r.id)
        .map((x) => ({ receiver_type: x.receiver_type, amount: x.amount })),
    }),
  );
  return {
    ...toPaged(rows, total, q),
    totalRowsCapped: all === null,
    totals: { page: orderTotals(pageSums(rows)), all: all && orderTotals(all) },
  };
}
