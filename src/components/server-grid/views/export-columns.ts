// The grid's columns the user has not hidden by choice, in their on-screen order, as the export
// endpoint takes them (../columns chosenColumns: a column the window's width hid is in the file
// all the same). The header, the row field and how to write it (from the shared column types'
// cell classes: kt-cell-money / kt-cell-num / kt-cell-date / kt-cell-datetime), and the labels an
// enum column shows. Columns computed in the browser (no `field`) and the row actions are left out.
import type { ColDef, GridApi } from "ag-grid-community";
import { chosenColumns } from "../columns";
import type { ExportColumnSpec, ExportKindName } from "../../../contract/lists";

const classesOf = (def: ColDef): string[] => {
  const c = def.cellClass;
  if (typeof c === "string") return [c];
  return Array.isArray(c) ? c : [];
};

function kindOf(def: ColDef): ExportKindName {
  if (def.colId === "rowNumber") return "rownum";
  const classes = classesOf(def);
  if (classes.includes("kt-cell-money")) return "money";
  if (classes.includes("kt-cell-num")) return "int";
  if (classes.includes("kt-cell-datetime")) return "datetime";
  if (classes.includes("kt-cell-date")) return "date";
  return "text";
}

/** An enum column's shown labels (enumCol keeps its values and label function for its editor). */
function labelsOf(def: ColDef): Record<string, string> | undefined {
  const p = def.cellEditorParams as
    { values?: unknown[]; formatValue?: (v: unknown) => string } | undefined;
  if (!p || !Array.isArray(p.values) || typeof p.formatValue !== "function") return undefined;
  return Object.fromEntries(p.values.map((v) => [String(v), p.formatValue!(v)]));
}

export function exportColumns<Row>(api: GridApi<Row>): ExportColumnSpec[] {
  return chosenColumns(api).flatMap((col): ExportColumnSpec[] => {
    const def = col.getColDef() as ColDef;
    const kind = kindOf(def);
    const header = def.headerName ?? "";
    if (kind === "rownum") return [{ field: "rowNumber", header: header || "No", kind }];
    if (typeof def.field !== "string" || !header) return [];
    const labels = labelsOf(def);
    return [{ field: def.field, header, kind, ...(labels ? { labels } : {}) }];
  });
}
