// State of /admin/analysis: the rows, columns, values, row-label filter and period live in the
// URL (client/lib/list-atoms.ts), so a reload, a shared link or a saved view shows the same pivot.
import { periodToWire } from "../../contract/list-query";
import type { PivotColumn, PivotResponse, PivotRowData } from "../../contract/analysis";
import type { PivotRow, PivotValue } from "../../contract/values";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { getPivot } from "./api/get-pivot";
import { DEFAULT_CHOICE } from "./choices";

const CHOICE_KEYS = ["rows", "cols", "values", "label"] as const;

/** The screen's choice as the API's query (the grid and its export). */
export function pivotQuery(p: ListParams): Record<string, string | undefined> {
  const f = p.filters;
  return {
    rows: f.rows || DEFAULT_CHOICE.rows,
    cols: f.cols || DEFAULT_CHOICE.cols,
    values: f.values || DEFAULT_CHOICE.values,
    label: f.label || undefined,
    ...periodToWire(p),
  };
}

/** The screen's choice read once for its parts: the query, its row dimension and its values. */
export function pivotChoice(p: ListParams) {
  const query = pivotQuery(p);
  const rows = query.rows as PivotRow;
  const values = (query.values ?? "").split(",").filter(Boolean) as PivotValue[];
  return { query, rows, values };
}

export const analysisList = createListAtoms<
  PivotRowData,
  { columns: PivotColumn[]; totals: PivotResponse["totals"] }
>({
  key: "analysis",
  path: paths.analysis.pattern,
  defaultSize: 10,
  filterKeys: [...CHOICE_KEYS],
  fetch: async (p) => {
    const res = await getPivot(pivotQuery(p));
    return { rows: res.rows, totalRows: res.rows.length, columns: res.columns, totals: res.totals };
  },
  exportAs: { list: "analysis", query: pivotQuery },
});
