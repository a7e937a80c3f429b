// The pivot of GET /analysis/pivot: one SQL GROUP BY GROUPING SETS gives every cell, every row
// total, every column total and the grand total at once (RULES.md D3: the reports' sums). Every
// row dimension reads its own rows of order_rollup_props (day × dimension × value, kept by the
// orders' trigger), never the orders; they are first summed per row key × period, so the
// grouping sets and the labels' joins see a few hundred lines. Paid and outstanding are the
// payout lists' per-period figures (periodBalancesSql), summed per cell.
import type { DateRange } from "../../contract/list-query";
import {
  REFUND_LABELS,
  type PivotCols,
  type PivotRow,
  type PivotValue,
} from "../../contract/values";
import { EMPTY } from "../../money/format";
import type { Queryable } from "../connection";
import { personColumn, type PersonType } from "./money-sql";
import { periodBalancesSql } from "./payout-periods";
import { containsPattern } from "./paging";
import { Where } from "./report-sql";

/** A row dimension: its rows of order_rollup_props (alias `r`, '' is none) and its label. */
interface Dimension {
  /** The row's label for a key, and the join that brings the label's table. */
  label: (key: string) => string;
  join: (key: string) => string;
}

const refundLabel = (key: string) =>
  `CASE ${key} ${Object.entries(REFUND_LABELS)
    .map(([k, v]) => `WHEN '${k}' THEN '${v.replace(/'/g, "''")}'`)
    .join(" ")} END`;

/** A label from a table of names. */
const named = (label: string, join: (key: string) => string): Dimension => ({
  label: () => label,
  join,
});
const itself: Dimension = { label: (k) => k, join: () => "" };

const DIMENSIONS: Record<PivotRow, Dimension> = {
  talent: named("t.name", (k) => `JOIN talents t ON t.id = ${k}::integer`),
  admin: named("u.username", (k) => `JOIN users u ON u.id = ${k}::integer`),
  service: named("s.name", (k) => `LEFT JOIN services s ON s.id = ${k}::integer`),
  sub_service: named("ss.name", (k) => `LEFT JOIN sub_services ss ON ss.id = ${k}::integer`),
  payment_method: itself,
  payment_place: itself,
  refund_status: { label: refundLabel, join: () => "" },
  customer_gender: itself,
};

/** The first day of the period holding `date` (a SQL date expression); none: one period. */
function periodSql(cols: PivotCols, date: string): string | undefined {
  if (cols === "none") return undefined;
  // ::timestamp keeps the session time zone out (reports-weekly.ts); weeks start on Monday
  return `date_trunc('${cols}', ${date}::timestamp)::date`;
}

type MoneyValue = Exclude<PivotValue, "paid" | "outstanding">;

/** Each figure summed over rollup rows (`order_count` counts their orders). */
const VALUE_SQL: Record<MoneyValue, string> = {
  count: "SUM(r.order_count)",
  price: "SUM(r.price)",
  net_price: "SUM(r.net_price)",
  talent_share: "SUM(r.talent_share)",
  admin_fee: "SUM(r.admin_fee)",
  tip_talent: "SUM(r.tip_talent)",
  tip_admin: "SUM(r.tip_admin)",
  sisa: "SUM(r.net_price - r.talent_share - r.admin_fee)",
};

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
const labelFilter = (label: string, w: Where, text: string) =>
  `COALESCE(${label}, '${EMPTY}') ILIKE ${w.param(containsPattern(text))}`;

/** The money figures of every cell, row, column and the whole, in one query. */
export async function pivotMoney(
  db: Queryable,
  f: PivotFilter,
  values: PivotValue[],
): Promise<PivotLine[]> {
  const d = DIMENSIONS[f.rows];
  const w = new Where().add(`r.dim = '${f.rows}'`).range("r.date", f.range);
  const wanted = values.filter((v): v is MoneyValue => v in VALUE_SQL);
  const period = periodSql(f.cols, "r.date");
  // a rollup row emptied by deletes and edits counts nothing
  const perKey = `SELECT NULLIF(r.key, '') AS key, ${period ?? "NULL::date"} AS period
      ${wanted.map((v) => `, ${VALUE_SQL[v]} AS ${v}`).join("")}
    FROM order_rollup_props r ${w} GROUP BY 1, 2 HAVING SUM(r.order_count) > 0`;
  const outer = w.outer();
  if (f.label) outer.add(labelFilter(d.label("g.key"), outer, f.label));
  const g = groupingSets("g.key", d.label("g.key"), period && "g.period");
  return db.query<PivotLine>(
    `SELECT ${g.select},
        ${wanted.map((v) => `COALESCE(SUM(g.${v}), 0) AS ${v}`).join(", ") || "0 AS none"}
       FROM (${perKey}) g ${d.join("g.key")} ${outer} ${g.groupBy}`,
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
  const key = `r.${personColumn(personType)}`;
  if (f.label) outer.add(labelFilter(d.label(key), outer, f.label));
  const g = groupingSets(key, d.label(key), periodSql(f.cols, "r.start_date"));
  return db.query<PivotLine>(
    `SELECT ${g.select},
        COALESCE(SUM(r.paid), 0) AS paid, COALESCE(SUM(r.outstanding), 0) AS outstanding
       FROM (SELECT b.*, b.person_id AS ${personColumn(personType)} FROM (${balances}) b) r
       ${d.join(key)} ${outer} ${g.groupBy}`,
    w.params,
  );
}
