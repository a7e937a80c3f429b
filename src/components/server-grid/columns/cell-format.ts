// What every grid cell shares, whatever its column: empty values read "-" on data rows and
// nothing on pinned total rows; the grid `context` carries the page shown (row numbers). The
// column types in grids/ build on these; the kit never imports grids/ (lint: layers/one-way).
import type { IRowNode, ValueFormatterFunc, ValueFormatterParams } from "ag-grid-community";
import { EMPTY } from "../../../client/lib/format";

/** The grid `context` the kit provides: the 0-based page shown and its size. */
export interface GridPageContext {
  page: number;
  pageSize: number;
}

const isEmptyValue = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** What an empty cell shows: "-" on data rows, nothing on pinned total rows. */
const emptyText = (node: IRowNode | null | undefined) => (node?.rowPinned ? "" : EMPTY);

/** Wraps a formatter so empty values render as `emptyText` and the formatter sees real values. */
export function formatNonEmpty<Row>(
  format: (value: unknown) => string,
): (p: ValueFormatterParams<Row>) => string {
  return (p) => (isEmptyValue(p.value) ? emptyText(p.node) : format(p.value));
}

/**
 * The grid-wide `defaultColDef.valueFormatter`: null, undefined and '' show "-"; anything else
 * shows as text. Columns with their own formatter handle empties themselves.
 */
export const emptyValueFormatter: ValueFormatterFunc = formatNonEmpty((v) =>
  Array.isArray(v) ? (v.length ? v.join(", ") : EMPTY) : String(v),
);
