// The pivot of GET /analysis/pivot: one SQL GROUP BY GROUPING SETS per source gives every cell,
// every row total, every column total and the grand total at once (RULES.md D3: the reports'
// sums). Talents and admins are read from the daily rollup; the order's own properties
// (service, payment, refund, gender) from the orders. Paid and outstanding are the payout
// lists' per-period figures (periodBalancesSql), summed per cell.
import type { DateRange } from "../../contract/list-query";
import type { PivotCols, PivotRow, PivotValue } from "../../contract/analysis";
import { REFUND_LABELS } from "../../contract/values";
import { EMPTY } from "../../money/format";
import type { Queryable } from "../connection";
import { personColumn, type PersonType } from "./money-sql";
import { periodBalancesSql } from "./payouts";
import { containsPattern } from "./paging";
import { Where } from "./report-sql";

interface Dimension {
  /** `r`: order_rollup_daily (talents and admins), `o`: orders. */
  source: "r" | "o";
  key: string;
  label: string;
  join: string;
}

const refundLabel = `CASE o.refund_status ${Object.entries(REFUND_LABELS)
  .map(([k, v]) => `WHEN '${k}' THEN '${v.replace(/'/g, "''")}'`)
  .join(" ")} END`;

const plain = (column: string): Dimension => ({
  source: "o",
  key: column,
  label: column,
  join: "",
});

const DIMENSIONS: Record<PivotRow, Dimension> = {
  talent: {
    source: "r",
    key: "r.talents_id",
    label: "t.name",
    join: "JOIN talents t ON t.id = r.talents_id",
  },
  admin: {
    source: "r",
    key: "r.user_id",
    label: "u.username",
    join: "JOIN users u ON u.id = r.user_id",
  },
  service: {
    source: "o",
    key: "o.services_id",
    label: "s.name",
    join: "LEFT JOIN services s ON s.id = o.services_id",
  },
  sub_service: {
    source: "o",
    key: "o.sub_service_id",
    label: "ss.name",
    join: "LEFT JOIN sub_services ss ON ss.id = o.sub_service_id",
  },
  payment_method: plain("o.payment_method"),
  payment_place: plain("o.payment_place"),
  refund_status: { source: "o", key: "o.refund_status", label: refundLabel, join: "" },
  customer_gender: plain("o.gender"),
};

/** The first day of the period holding `date` (a SQL date expression); none: one period. */
function periodSql(cols: PivotCols, date: string): string | undefined {
  if (cols === "none") return undefined;
  // ::timestamp keeps the session time zone out (reports-weekly.ts); weeks start on Monday
  return `date_trunc('${cols}', ${date}::timestamp)::date`;
}

/** Each figure's SQL over the source's rows (`n` counts orders: a rollup row holds many). */
function valueSql(source: "r" | "o"): Record<Exclude<PivotValue, "paid" | "outstanding">, string> {
  const c = (col: string) => `COALESCE(SUM(${source}.${col}), 0)`;
  return {
    count: source === "r" ? c("order_count") : "count(*)",
    price: c("price"),
    net_price: c("net_price"),
    talent_share: c("talent_share"),
    admin_fee: c("admin_fee"),
    tip_talent: c("tip_talent"),
    tip_admin: c("tip_admin"),
    sisa: `COALESCE(SUM(${source}.net_price - ${source}.talent_share - ${source}.admin_fee), 0)`,
  };
}

export interface PivotFilter {
  rows: PivotRow;
  cols: PivotCols;
  range: DateRange;
  /** The row label contains this (the header filter). */
  label?: string;
}

/** One grouped line: a cell (key and period), a row total (period null), a column total, or all. */
export interface PivotLine {
  key: string | null;
  label: string | null;
  period: string | null;
  /** GROUPING() of key and period: 1 when that line sums over it. */
  gk: number;
  gp: number;
  [value: string]: string | number | null;
}

function groupingSets(key: string, label: string, period: string | undefined) {
  const sets = period ? `(${key}, ${period}), (${key}), (${period}), ()` : `(${key}), ()`;
  const p = period ?? "NULL::date";
  return {
    select: `${key}::text AS key, min(${label}) AS label, ${p}::text AS period,
      GROUPING(${key}) AS gk, ${period ? `GROUPING(${period})` : "1"} AS gp`,
    groupBy: `GROUP BY GROUPING SETS (${sets})`,
  };
}

/** The header filter on the row label, as shown: a blank value reads '-'. */
const labelFilter = (d: Dimension, w: Where, text: string) =>
  `COALESCE(${d.label}, '${EMPTY}') ILIKE ${w.param(containsPattern(text))}`;

/** The money figures of every cell, row, column and the whole, in one query. */
export async function pivotMoney(
  db: Queryable,
  f: PivotFilter,
  values: PivotValue[],
): Promise<PivotLine[]> {
  const d = DIMENSIONS[f.rows];
  const s = d.source;
  const w = new Where().range(`${s}.date`, f.range);
  if (f.label) w.add(labelFilter(d, w, f.label));
  const sums = valueSql(s);
  const wanted = values.filter((v): v is keyof typeof sums => v in sums);
  const g = groupingSets(d.key, d.label, periodSql(f.cols, `${s}.date`));
  const table = s === "r" ? "order_rollup_daily r" : "orders o";
  // a rollup row emptied by deletes and edits counts nothing
  const having = s === "r" ? "HAVING SUM(r.order_count) > 0" : "";
  return db.query<PivotLine>(
    `SELECT ${g.select},
        ${wanted.map((v) => `${sums[v]} AS ${v}`).join(", ") || "0 AS none"}
       FROM ${table} ${d.join} ${w} ${g.groupBy} ${having}`,
    w.params,
  );
}

/**
 * Paid and outstanding per person and period, as the payout lists show them (weekly periods for
 * week columns, else monthly ones), summed per cell by the period's first day.
 */
export async function pivotPayouts(db: Queryable, f: PivotFilter): Promise<PivotLine[]> {
  const personType: PersonType = f.rows === "talent" ? "talent" : "admin";
  const d = DIMENSIONS[f.rows];
  const w = new Where();
  const balances = periodBalancesSql(
    {
      personType,
      kind: f.cols === "week" ? "week" : "month",
      start: f.range.start,
      end: f.range.end,
    },
    w,
  );
  const outer = w.outer();
  if (f.label) outer.add(labelFilter(d, outer, f.label));
  const key = `r.${personColumn(personType)}`;
  const g = groupingSets(key, d.label, periodSql(f.cols, "r.start_date"));
  return db.query<PivotLine>(
    `SELECT ${g.select},
        COALESCE(SUM(r.paid), 0) AS paid, COALESCE(SUM(r.outstanding), 0) AS outstanding
       FROM (SELECT b.*, b.person_id AS ${personColumn(personType)} FROM (${balances}) b) r
       ${d.join} ${outer} ${g.groupBy}`,
    w.params,
  );
}
