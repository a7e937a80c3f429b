// GET /analysis/pivot: the money pivoted by one row dimension × one period (RULES.md D3 figures,
// D4 weeks and months). The figures are the reports' own sums; paid and outstanding are the
// payout lists' (RULES.md D9). Every money figure is an integer rupiah.
import { z } from "./common";
import { containsFilter } from "./column-filters";
import { withRange } from "./report-common";
import { ORDER_MONEY_FIELDS } from "./values";

/** What a row is: a person of the rollup, or a property of the order. */
export const PIVOT_ROWS = [
  "talent",
  "admin",
  "service",
  "sub_service",
  "payment_method",
  "payment_place",
  "refund_status",
  "customer_gender",
] as const;
export type PivotRow = (typeof PIVOT_ROWS)[number];

/** The periods of the columns: weeks run Monday to Sunday, as the weekly reports' (RULES.md D4). */
export const PIVOT_COLS = ["none", "week", "month", "quarter", "year"] as const;
export type PivotCols = (typeof PIVOT_COLS)[number];

export const PIVOT_VALUES = [
  "count",
  ...ORDER_MONEY_FIELDS,
  "sisa",
  "paid",
  "outstanding",
] as const;
export type PivotValue = (typeof PIVOT_VALUES)[number];

/** Values only a person has (the payout lists' figures): talent and admin rows only. */
export const PERSON_VALUES: readonly PivotValue[] = ["paid", "outstanding"];
const PERSON_ROWS: readonly PivotRow[] = ["talent", "admin"];

/** A comma list whose unknown items are one 400 naming them all. */
function nameList<T extends string>(names: readonly T[], what: string) {
  return z
    .string()
    .trim()
    .transform((s) => s.split(",").map((v) => v.trim()))
    .superRefine((items, ctx) => {
      const unknown = items.filter((v) => !(names as readonly string[]).includes(v));
      if (unknown.length)
        ctx.addIssue({ code: "custom", message: `${what} tidak dikenal: ${unknown.join(", ")}` });
    })
    .transform((items) => [...new Set(items)] as T[]);
}

const oneOf = <const T extends readonly [string, ...string[]]>(names: T, what: string) =>
  z.enum(names, {
    error: (i) =>
      i.input === undefined ? "wajib diisi" : `${what} tidak dikenal: ${String(i.input)}`,
  });

export const pivotQuery = withRange({
  rows: oneOf(PIVOT_ROWS, "baris"),
  cols: oneOf(PIVOT_COLS, "kolom").default("month"),
  values: nameList(PIVOT_VALUES, "nilai").default(["count", "net_price"]),
  label: containsFilter(),
}).superRefine((q, ctx) => {
  const personOnly = q.values.filter((v) => PERSON_VALUES.includes(v));
  if (personOnly.length && !PERSON_ROWS.includes(q.rows))
    ctx.addIssue({
      code: "custom",
      path: ["values"],
      message: `nilai ${personOnly.join(", ")} hanya untuk baris talent atau admin`,
    });
});
export type PivotParams = z.output<typeof pivotQuery>;

const figures = z.record(z.string(), z.number().int());
export type PivotFigures = Partial<Record<PivotValue, number>>;

/** A period of the columns, clipped to the range: its orders are those dated within it. */
const pivotColumn = z.object({
  /** `all`, `w20250106`, `m202501`, `q20251`, `y2025` (a name a grid field can hold). */
  key: z.string(),
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type PivotColumn = z.infer<typeof pivotColumn>;

const pivotRowSchema = z.object({
  /** The row's id (talent, user, service, sub-service id) or value; BLANK_KEY for a blank one. */
  key: z.string(),
  label: z.string(),
  cells: z.record(z.string(), figures),
  total: figures,
});
export type PivotRowData = {
  key: string;
  label: string;
  cells: Record<string, PivotFigures>;
  total: PivotFigures;
};

export const pivotResponse = z.object({
  columns: z.array(pivotColumn),
  rows: z.array(pivotRowSchema),
  totals: z.object({ cells: z.record(z.string(), figures), total: figures }),
});
export type PivotResponse = {
  columns: PivotColumn[];
  rows: PivotRowData[];
  totals: { cells: Record<string, PivotFigures>; total: PivotFigures };
};

/** The order list's filter (contract ORDER_FILTERS selects) that holds a row's key. */
const PIVOT_ORDER_FILTER: Record<PivotRow, string> = {
  talent: "talents_id",
  admin: "user_id",
  service: "services_id",
  sub_service: "sub_service_id",
  payment_method: "payment_method",
  payment_place: "payment_place",
  refund_status: "refund_status",
  customer_gender: "gender",
};

/**
 * The order list's query of exactly the orders behind a cell: the column's days and the row's
 * key (a blank key asks for the orders without that property: BLANK_KEY, "is empty").
 */
export function drillQuery(
  rows: PivotRow,
  rowKey: string | undefined,
  column: Pick<PivotColumn, "start_date" | "end_date">,
): Record<string, string> {
  const q: Record<string, string> = {};
  if (column.start_date) q.start_date = column.start_date;
  if (column.end_date) q.end_date = column.end_date;
  if (rowKey !== undefined) q[PIVOT_ORDER_FILTER[rows]] = rowKey;
  return q;
}
