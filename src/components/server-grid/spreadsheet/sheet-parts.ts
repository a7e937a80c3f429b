// What the spreadsheet's hooks share (use-spreadsheet.ts, sheet-range.ts, sheet-keys.ts): the
// options a page gives, the refs they pass between them, and sheet.ts's code once it is loaded.
import type { GridApi, GridReadyEvent } from "ag-grid-community";
import type { CellEditOptions, useCellEdits } from "./use-cell-edits";

// The keys' and the clipboard's code (sheet.ts) loads when a spreadsheet mounts (bundle budget:
// the grid routes); until it is there, keys and the range do nothing. Not deferred to `whenIdle`:
// a keyboard user's first keys right after the rows were lost (CI, 2026-11-28).
let sheet: typeof import("../sheet") | null = null;
export const loadSheet = () => import("../sheet").then((m) => (sheet = m));
/** sheet.ts once it is loaded; null before. */
export const sheetCode = () => sheet;

export interface SpreadsheetOptions<Row> extends CellEditOptions<Row> {
  /** Enter on a cell that does not edit, or a double-click on one: open the row's detail. */
  onOpenRow?: (row: Row) => void;
  /** The page's own grid-ready handler (e.g. useGridApi's). */
  onGridReady?: (e: GridReadyEvent<Row>) => void;
  /** Ticked rows (useRowSelection): Space ticks the focused row; Ctrl+C copies the ticked ones. */
  selection?: { isSelected: (row: Row) => boolean; toggle: (row: Row) => void };
}

export type Latest<Row> = { current: SpreadsheetOptions<Row> };
export type ApiRef<Row> = { current: GridApi<Row> | null };
export type Edits<Row> = ReturnType<typeof useCellEdits<Row>>["edits"];
export type ErrorRef<Row> = { current: Edits<Row>["error"] };
