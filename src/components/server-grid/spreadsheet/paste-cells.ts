// Ctrl+V in an editable grid: the pasted TSV laid from the focused cell down and right, as the
// changes use-cell-edits saves as ONE change (all cells or none, one undo step), or the reason
// nothing is pasted: more lines than rows on the page, a column that does not edit, or a cell
// its column's parser refuses (the same parser and message as typing into that cell, i.e. the
// dialog's). Loaded with the first paste (use-spreadsheet.ts keeps only the key handling on the
// grid routes).
import type { Column, GridApi, IRowNode } from "ag-grid-community";
import { typedCellOf, type CellParse } from "../columns";
import { parseTsv } from "../sheet";
import type { CellChange, CellPlan } from "./use-cell-edits";

/** Pasted text → the value the column's save gets, or why the column refuses it. */
async function pasteValue(col: Column, text: string): Promise<CellParse> {
  const def = col.getColDef();
  const params = def.cellEditorParams as
    { values?: readonly unknown[]; formatValue?: (v: unknown) => string } | undefined;
  if (params?.values) {
    const low = text.trim().toLowerCase();
    const hit = params.values.find(
      (v) => String(v).toLowerCase() === low || params.formatValue?.(v).toLowerCase() === low,
    );
    // a label the list does not have goes to the server, which refuses it with its message
    return { ok: true, value: hit ?? text.trim() };
  }
  // amounts and whole numbers: the column's own parser (the rupiah parser, the dialog's bound)
  const typed = typedCellOf(def);
  return typed ? typed.parse(text) : { ok: true, value: text };
}

export async function planPaste<Row>(
  api: GridApi<Row>,
  f: { node: IRowNode<Row>; column: Column },
  text: string,
  ids: string[],
  rowIdOf: (row: Row) => string,
): Promise<CellPlan<Row>> {
  const lines = parseTsv(text);
  const changes: CellChange<Row>[] = [];
  const start = ids.indexOf(f.column.getColId());
  const refuse = (message: string, node = f.node, col = f.column) => ({
    refusal: { rowId: rowIdOf(node.data!), colId: col.getColId(), message },
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
      const label = `Baris ${i + 1} (${api.getDisplayNameForColumn(col, null)})`;
      const read = await pasteValue(col, text);
      if (!read.ok) return refuse(`Tempel dibatalkan — ${label}: ${read.message}`, node, col);
      // measured against what is stored when its turn comes (use-cell-edits.ts)
      const oldValue = (node.data as Record<string, unknown>)[field];
      changes.push({
        rowId: rowIdOf(node.data),
        row: node.data,
        field,
        oldValue,
        newValue: read.value,
        label,
      });
    }
  }
  return { changes };
}
