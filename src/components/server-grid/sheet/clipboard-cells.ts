// What the clipboard carries for grid cells, and what pasted text becomes in a cell. Copy:
// numbers (money, ages, durations) as plain integers a spreadsheet sums, everything else as
// shown (dates dd/MM/yyyy, readable refund labels), empty cells as nothing. Paste: a select
// column takes its value or its label; a number column takes digits with an optional `Rp` and
// thousands dots (`Rp 1.500.000` → 1500000). Anything else goes to the server as typed, so its
// validation has the last word (and its message is what the user sees).
import type { Column, GridApi, IRowNode } from "ag-grid-community";
import { toTsv } from "./tsv";

/** Columns that hold no data: row actions and the selection checkboxes. */
export const isDataColumn = (c: Column) =>
  c.getColId() !== "actions" && c.getColId() !== "__select" && !c.getColId().startsWith("ag-Grid-");

/**
 * A cell's value (or its shown text) from the column's own getter and formatter. AG Grid's
 * `getCellValue` would need its CellApiModule in every grid route's chunk (bundle budget).
 */
function cellValue<Row>(api: GridApi<Row>, node: IRowNode<Row>, col: Column, shown: boolean) {
  const def = col.getColDef();
  const data = node.data as Record<string, unknown> | undefined;
  const base = {
    api,
    node,
    data: node.data,
    colDef: def,
    column: col,
    context: api.getGridOption("context"),
  };
  const value =
    typeof def.valueGetter === "function"
      ? def.valueGetter({ ...base, getValue: (f: string) => data?.[f] } as never)
      : def.field
        ? data?.[def.field]
        : undefined;
  if (!shown || typeof def.valueFormatter !== "function") return value;
  return def.valueFormatter({ ...base, value } as never);
}

export function copyValue<Row>(api: GridApi<Row>, node: IRowNode<Row>, col: Column): string {
  const raw = cellValue(api, node, col, false);
  if (raw === null || raw === undefined || raw === "") return "";
  // a number that stands for a choice (a category id) copies as the name it shows
  const choice = (col.getColDef().cellEditorParams as { values?: unknown } | undefined)?.values;
  if ((typeof raw === "number" || typeof raw === "bigint") && !choice) return String(raw);
  const shown = cellValue(api, node, col, true);
  return shown === null || shown === undefined ? "" : String(shown);
}

/** The rows × columns as TSV; `header` adds the column titles as the first line. */
export function cellsAsTsv<Row>(
  api: GridApi<Row>,
  nodes: IRowNode<Row>[],
  cols: Column[],
  header: boolean,
): string {
  const lines = nodes.map((n) => cols.map((c) => copyValue(api, n, c)));
  if (header) lines.unshift(cols.map((c) => api.getDisplayNameForColumn(c, null)));
  return toTsv(lines);
}
