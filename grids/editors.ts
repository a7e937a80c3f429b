// In-cell editors as ColDef parts, spread into a column to make it editable (the page's
// useSpreadsheet saves through the API). Selects are `enumCol(..., { editable: true })`.
import type { ColDef } from "ag-grid-community";

/** One line of text (names). */
export const textEditor = (maxLength = 120) =>
  ({
    editable: true,
    cellEditor: "agTextCellEditor",
    cellEditorParams: { maxLength },
  }) satisfies Partial<ColDef>;

/** Whole numbers; money is edited as the plain number (1500000) and shown as `Rp 1.500.000`. */
export const numberEditor = () =>
  ({
    editable: true,
    cellEditor: "agNumberCellEditor",
    cellEditorParams: { precision: 0, showStepperButtons: false },
  }) satisfies Partial<ColDef>;

/** Several lines (descriptions) in a popup under the cell. */
export const largeTextEditor = (maxLength = 1000) =>
  ({
    editable: true,
    cellEditor: "agLargeTextCellEditor",
    cellEditorPopup: true,
    cellEditorParams: { maxLength, rows: 6, cols: 50 },
  }) satisfies Partial<ColDef>;
