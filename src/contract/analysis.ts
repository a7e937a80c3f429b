// GET /analysis/pivot: the money pivoted by one row dimension × one period (RULES.md D3 figures,
// D4 weeks and months). The figures are the reports' own sums; paid and outstanding are the
// payout lists' (RULES.md D9). Every money figure is an integer rupiah.
import { z } from "./common";
import { containsFilter } from "./column-filters";
import { withRange } from "./report-common";
import {
  PERSON_VALUES,
  PIVOT_COLS,
  PIVOT_ROWS,
  PIVOT_VALUES,
  PERSON_ROWS,
  type PivotValue,
} from "./values";

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
