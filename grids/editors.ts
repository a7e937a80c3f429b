// In-cell editors as ColDef parts, spread into a column to make it editable (the page's
// useSpreadsheet saves through the API). Selects are `enumCol(..., { editable: true })`.
// Every amount and whole number a cell takes goes through `rupiahEditor` / `wholeNumberEditor`:
// typed or pasted, the text is read by the dialog field's own schema (RULES: one rupiah parser).
import type { ColDef } from "ag-grid-community";
import type { z } from "zod";
import type { CellParse } from "../src/components/server-grid";
import { AmountCellEditor, type AmountEditorParams } from "./renderers/AmountCellEditor";

/** One line of text (names). */
export const textEditor = (maxLength = 120) =>
  ({
    editable: true,
    cellEditor: "agTextCellEditor",
    cellEditorParams: { maxLength },
  }) satisfies Partial<ColDef>;

/**
 * A contract form field (text in, value out) as the dialog checks it, loaded with the first edit
 * so the grid's route does not carry zod: `() => import(".../orders").then((m) =>
 * m.updateOrderForm.shape.price)`. Its bound and messages are the dialog's, and follow it.
 */
export type FieldSchema = () => Promise<z.ZodType<unknown, string | undefined>>;

const parseWith =
  (field: FieldSchema) =>
  async (text: string): Promise<CellParse> => {
    const r = (await field()).safeParse(text);
    if (r.success) return { ok: true, value: r.data };
    return { ok: false, message: r.error.issues[0]?.message ?? "tidak valid" };
  };

const amountEditor = (kind: AmountEditorParams["kind"], field: FieldSchema) =>
  ({
    editable: true,
    cellEditor: AmountCellEditor,
    cellEditorParams: { kind, parse: parseWith(field) } satisfies AmountEditorParams,
  }) satisfies Partial<ColDef>;

/**
 * Rupiah typed as in the dialogs (`1.500.000`, `Rp 1.500.000`, `1.500.000,00`), shown as typed;
 * sen, letters and amounts past the field's bound are refused under the cell with the dialog's
 * message, and nothing is saved.
 */
export const rupiahEditor = (field: FieldSchema) => amountEditor("rupiah", field);

/** A whole number (age) typed as digits, read and bounded by the dialog's field. */
export const wholeNumberEditor = (field: FieldSchema) => amountEditor("whole", field);

/** Several lines (descriptions) in a popup under the cell. */
export const largeTextEditor = (maxLength = 1000) =>
  ({
    editable: true,
    cellEditor: "agLargeTextCellEditor",
    cellEditorPopup: true,
    cellEditorParams: { maxLength, rows: 6, cols: 50 },
  }) satisfies Partial<ColDef>;
