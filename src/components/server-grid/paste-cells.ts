// Ctrl+V in an editable grid: the pasted TSV laid from the focused cell down and right, as the
// changes use-cell-edits saves one by one (one undo step), or the reason it cannot be pasted
// at all (more lines than rows on the page, a column that does not edit). Loaded with the first
// paste (use-spreadsheet.ts keeps only the key handling on the grid routes).
import type { Column, GridApi, IRowNode } from "ag-grid-community";
import { parseTsv } from "./tsv";
import type { CellChange, CellError } from "./use-cell-edits";

const RUPIAH_DIGITS = /^\s*(Rp)?[\s\u00a0]*\d{1,3}(\.\d{3})+\s*$|^\s*(Rp)?[\s\u00a0]*\d+\s*$/i;

/**
 * Pasted text → the value the column's save gets. Local on purpose: a tolerant read of the
 * rupiah the app itself copies and shows; the server still checks the result.
 */
export function pasteValue(col: Column, text: string): unknown {
  const def = col.getColDef();
  const params = def.cellEditorParams as
    { values?: readonly unknown[]; formatValue?: (v: unknown) => string } | undefined;
  const t = text.trim();
  if (params?.values) {
    const low = t.toLowerCase();
    const hit = params.values.find(
      (v) => String(v).toLowerCase() === low || params.formatValue?.(v).toLowerCase() === low,
    );
    return hit ?? t;
  }
  if (def.cellEditor === "agNumberCellEditor") {
    if (t === "") return null;
    return RUPIAH_DIGITS.test(t) ? Number(t.replace(/\D/g, "")) : t;
  }
  return text;
}

export type PastePlan<Row> =
  { refusal: CellError } | { changes: CellChange<Row>[]; labels: string[] };

export function planPaste<Row>(
  api: GridApi<Row>,
  f: { node: IRowNode<Row>; column: Column },
  text: string,
  ids: string[],
  rowIdOf: (row: Row) => string,
): PastePlan<Row> {
  const lines = parseTsv(text);
  const changes: CellChange<Row>[] = [];
  const labels: string[] = [];
  const start = ids.indexOf(f.column.getColId());
  const refuse = (message: string) => ({
    refusal: { rowId: rowIdOf(f.node.data!), colId: f.column.getColId(), message },
  });
  for (const [i, cells] of lines.entries()) {
    const node = api.getDisplayedRowAtIndex(f.node.rowIndex! + i);
    if (!node?.data || node.rowPinned) {
      return refuse(
        `Tempel dibatalkan: ${lines.length} baris, halaman ini hanya punya ${i} baris mulai dari sel ini`,
      );
    }
    for (const [j, text] of cells.entries()) {
      const col = start < 0 ? null : api.getColumn(ids[start + j] ?? "");
      const field = col?.getColDef().field;
      if (!col || !field || !col.isCellEditable(node)) {
        const name = col ? api.getDisplayNameForColumn(col, null) : `ke-${start + j + 1}`;
        return refuse(`Tempel dibatalkan: kolom ${name} tidak dapat diubah`);
      }
      const value = pasteValue(col, text);
      const oldValue = (node.data as Record<string, unknown>)[field];
      if (value === oldValue || (value === null && oldValue === null)) continue;
      changes.push({ rowId: rowIdOf(node.data), row: node.data, field, oldValue, newValue: value });
      labels.push(`Baris ${i + 1} (${api.getDisplayNameForColumn(col, null)})`);
    }
  }
  return { changes, labels };
}
