// A cell edited as text that is not stored as text (an amount, a whole number): its column's
// `cellEditorParams.parse` is the one way that text becomes the stored value, so a typed edit
// and a pasted cell are read alike, with the dialogs' parser and refusals (grids/editors.ts
// `rupiahEditor`, `wholeNumberEditor`). The spreadsheet (use-spreadsheet.ts, paste-cells.ts)
// calls it; the editor only holds what the user typed.
import type { ColDef } from "ag-grid-community";

export type CellParse = { ok: true; value: unknown } | { ok: false; message: string };

export interface TypedCellParams {
  /** The text as typed or pasted → the value to save, or why it is refused (in Indonesian). */
  parse: (text: string) => Promise<CellParse>;
}

/** The column's parse when its editor holds text for a typed value; else null. */
export function typedCellOf(def: ColDef | undefined): TypedCellParams | null {
  const params = def?.cellEditorParams as Partial<TypedCellParams> | undefined;
  return typeof params?.parse === "function" ? (params as TypedCellParams) : null;
}
