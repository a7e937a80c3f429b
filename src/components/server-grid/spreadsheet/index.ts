// Spreadsheet: editable grids — SpreadsheetGrid is ServerGrid with cell edits (undo/redo),
// ranges, copy and paste and the refusal note under a cell. Carries spreadsheet.css: only the
// editable grids' pages import this entry, so the kit's top index does not re-export it.
export { SpreadsheetGrid } from "./SpreadsheetGrid";
export { CancelledEdit, type RowValues } from "./use-cell-edits";
