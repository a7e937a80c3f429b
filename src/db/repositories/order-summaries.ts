// GET /order/talents and /order/admins: one row per talent (or handler) with orders in range.
// The money comes from order_rollup_daily; only "who is on the other side of the latest order"
// needs the orders table, one index probe per group ((talents_id|user_id, date, id)).
// The list is bounded by the number of talents/users (a catalog, not the order volume), so it is
// sorted in SQL and paged here, which also gives totalRows without a second aggregation.
import type { ListInput } from "../../contract/list-query";
import type { Queryable } from "../connection";
import { addSums, figures, ZERO_SUMS, type MoneySums } from "../../money/rules";
import type {
  OrderSummaryFigures,
  OrderSummaryPage,
  OrderSummaryQuery,
} from "../../contract/order-reports";
import type { ColumnFilterValues } from "../../contract/column-filters";
import { containsPattern, toPaged } from "./paging";
import { ROLLUP_SUMS, Where, toSums } from "./report-sql";

const SORT_SQL: Record<OrderSummaryQuery["sort_by"], string> = {
  date: "g.date",
  talents_id: "t.id",
  talent_name: "lower(t.name)",
  admin_id: "u.id",
  admin_name: "lower(u.username)",
  total_orders: "g.order_count",
  total_price: "g.net_price",
  total_uang_masuk: "(g.net_price + g.tip_talent + g.tip_admin)",
  total_talent_fee: "g.talent_share",
  total_admin_fee: "g.admin_fee",
  sisa: "(g.net_price - g.talent_share - g.admin_fee)",
};

/** Header filter fields → SQL over a summary row (`g` the group's sums, `t` / `u` its names). */
const FILTER_SQL: Record<string, string> = {
  talent_name: "t.name",
  admin_name: "u.username",
  total_orders: "g.order_count",
  total_uang_masuk: "(g.net_price + g.tip_talent + g.tip_admin)",
  total_price: "g.net_price",
  total_talent_fee: "g.talent_share",
  tip_talent: "g.tip_talent",
  total_admin_fee: "g.admin_fee",
  tip_admin: "g.tip_admin",
  sisa: "(g.net_price - g.talent_share - g.admin_fee)",
};

type Row = MoneySums & {
  date: string;
  talents_id: number;
  talent_name: string;
  admin_id: number;
  admin_name: string;
};

export async function listOrderSummaries(
  db: Queryable,
  by: "talent" | "admin",
  q: ListInput<OrderSummaryQuery["sort_by"]> & { filters: ColumnFilterValues },
): Promise<OrderSummaryPage> {
  const key = by === "talent" ? "talents_id" : "user_id";
  const w = new Where().range("date", q.period);
  // the search and the header filters judge whole rows: after grouping, on names and sums
  const outer = new Where();
  outer.params.push(...w.params);
  const search = q.search.trim();
  if (search) {
    const p = outer.param(containsPattern(search));
    outer.add(`(t.name ILIKE ${p} OR u.username ILIKE ${p})`);
  }
  outer.columns(q.filters, FILTER_SQL);
  const dir = q.sort.dir;
  const rows = await db.query<Row>(
    `WITH g AS (
       SELECT ${key} AS key, MAX(date) FILTER (WHERE order_count > 0) AS date, ${ROLLUP_SUMS}
       FROM order_rollup_daily ${w}
       GROUP BY ${key} HAVING SUM(order_count) > 0
     )
     SELECT g.*, t.id AS talents_id, t.name AS talent_name, u.id AS admin_id, u.username AS admin_name
     FROM g
     CROSS JOIN LATERAL (
       SELECT o.talents_id, o.user_id FROM orders o
       WHERE o.${key} = g.key AND o.date = g.date ORDER BY o.id DESC LIMIT 1
     ) latest
     JOIN talents t ON t.id = latest.talents_id
     JOIN users u ON u.id = latest.user_id
     ${outer}
     ORDER BY ${SORT_SQL[q.sort.by]} ${dir}, g.key ${dir}`,
    outer.params,
  );
  // figures() yields exactly the money fields of a summary row (RULES.md D3)
  const slice = rows.slice(q.page * q.limit, (q.page + 1) * q.limit);
  const page = slice.map((r) => ({
    talents_id: r.talents_id,
    talent_name: r.talent_name,
    admin_id: r.admin_id,
    admin_name: r.admin_name,
    date: r.date,
    ...figures(toSums(r)),
  }));
  // the pinned rows: every row in range, search and filters is already here, so sum them once
  const total = (list: Row[]): OrderSummaryFigures =>
    figures(list.reduce((s, r) => addSums(s, toSums(r)), ZERO_SUMS));
  return { ...toPaged(page, rows.length, q), totals: { page: total(slice), all: total(rows) } };
}
