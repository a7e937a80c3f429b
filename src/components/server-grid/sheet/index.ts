// The spreadsheet keys and clipboard of every grid, loaded with import() so no grid route carries
// them at first paint (bundle budget): use-spreadsheet.ts (editable grids) loads them when it
// mounts; BaseGrid loads them when the focus first enters a read-only grid and calls
// `attachSheet`: a click or the arrows focus a cell, Shift+arrows / Shift+click extend
// a highlighted rectangular range, and Ctrl+C copies it as TSV (Windows line ends, money as plain
// integers, dates dd/MM/yyyy), as on the editable grids. This file is the sheet's entry: the kit
// reaches it only with import() (and the spreadsheet's lazy paste plan, statically).
import type { CellFocusedEvent, Column, GridApi, IRowNode } from "ag-grid-community";
import { isSingleCell, rangeBounds, type CellRange } from "./cell-range";
import { cellsAsTsv, isDataColumn } from "./clipboard-cells";

export { inBounds, isSingleCell, rangeBounds, type CellRange } from "./cell-range";
export { cellsAsTsv, isDataColumn } from "./clipboard-cells";
export { parseTsv, toTsv } from "./tsv";

export const mod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;
export const isTextField = (el: Element | null) =>
  el !== null && el.closest("input, textarea, select, [contenteditable=true]") !== null;

/** A focused body cell of the grid inside `container`, not being edited. */
export function idleCellIn(container: HTMLElement | null, el: Element | null): boolean {
  if (!container || !el || !container.contains(el) || isTextField(el)) return false;
  const cell = el.closest(".ag-cell");
  return cell !== null && !cell.classList.contains("ag-cell-inline-editing");
}

export const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The displayed data columns' ids, in on-screen order. */
export const dataColIdsOf = <Row>(api: GridApi<Row> | null) =>
  api
    ?.getAllDisplayedColumns()
    .filter(isDataColumn)
    .map((c) => c.getColId()) ?? [];

type CellPos = CellRange["end"];

/**
 * Shift+arrow: the range (or the focused cell `here` alone) with its end moved one step, kept
 * inside the rows and data columns; the focus moves to the new end.
 */
export function extendRange<Row>(
  api: GridApi<Row>,
  range: CellRange | null,
  here: CellPos,
  [dRow, dCol]: readonly [number, number],
): CellRange {
  const r = range ?? { anchor: here, end: here };
  const ids = dataColIdsOf(api);
  const col = Math.min(ids.length - 1, Math.max(0, ids.indexOf(r.end.colId) + dCol));
  const lastRow = api.getDisplayedRowCount() - 1;
  const end = { rowIndex: Math.min(lastRow, Math.max(0, r.end.rowIndex + dRow)), colId: ids[col] };
  api.setFocusedCell(end.rowIndex, end.colId);
  return { anchor: r.anchor, end };
}

const focusKey = (rowIndex?: number | null, colId?: string | null, pinned?: string | null) =>
  rowIndex == null || !colId ? "" : `${pinned ?? ""}:${rowIndex}:${colId}`;

/**
 * The range once AG Grid reports a focused cell. AG Grid hands `cellFocused` to its listeners a
 * timer after the focus moved (its events are async), and the browser runs input before timers:
 * under load the reports of three Shift+arrows arrive after the Ctrl+C that follows them. A report
 * of a cell that is no longer the focused one is stale and changes nothing, nor does the range's
 * own end (Shift+arrows moved the focus there); another cell starts a range, or ends the range
 * after a Shift+click; a pinned row or the header ends it.
 */
export function rangeAfterFocus<Row>(
  api: GridApi<Row>,
  e: CellFocusedEvent<Row>,
  range: CellRange | null,
  shiftClick: boolean,
): CellRange | null {
  const colId = typeof e.column === "string" ? e.column : e.column?.getColId();
  const f = api.getFocusedCell();
  if (
    focusKey(f?.rowIndex, f?.column.getColId(), f?.rowPinned) !==
    focusKey(e.rowIndex, colId, e.rowPinned)
  )
    return range;
  if (e.rowPinned || e.rowIndex === null || !colId) return null;
  const pos = { rowIndex: e.rowIndex, colId };
  if (range && range.end.rowIndex === pos.rowIndex && range.end.colId === colId) return range;
  return shiftClick && range ? { anchor: range.anchor, end: pos } : { anchor: pos, end: pos };
}

/** The cells of a range as TSV (no header line). */
export function rangeAsTsv<Row>(api: GridApi<Row>, r: CellRange): string {
  const b = rangeBounds(r, dataColIdsOf(api));
  const nodes: IRowNode<Row>[] = [];
  for (let i = b.rows[0]; i <= b.rows[1]; i++) {
    const n = api.getDisplayedRowAtIndex(i);
    if (n) nodes.push(n);
  }
  const cols = b.colIds.map((id) => api.getColumn(id)).filter((c): c is Column => c !== null);
  return cellsAsTsv(api, nodes, cols, false);
}

/**
 * Lets the browser's own Ctrl+C / Ctrl+V act on a hidden text box holding `text` (selected),
 * then gives back what the box holds (pasted text) and returns the focus to the cell.
 */
export function viaTextBox(text: string, done: (value: string) => void) {
  const back = document.activeElement as HTMLElement | null;
  const box = document.createElement("textarea");
  box.value = text;
  box.setAttribute("aria-hidden", "true");
  box.tabIndex = -1;
  Object.assign(box.style, { position: "fixed", top: "0", left: "-9999px", opacity: "0" });
  document.body.appendChild(box);
  box.focus();
  box.select();
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    const value = box.value;
    box.remove();
    back?.focus({ preventScroll: true });
    done(value);
  };
  // a text box turns CRLF into LF: the copy puts the exact text on the clipboard
  box.addEventListener("copy", (e) => {
    if (!e.clipboardData) return;
    e.preventDefault();
    e.clipboardData.setData("text/plain", text);
  });
  box.addEventListener("paste", (e) => {
    e.preventDefault();
    box.value = e.clipboardData?.getData("text/plain") ?? "";
    finish();
  });
  // copy (or a paste the browser refused): done once the key is released
  box.addEventListener("keyup", finish, { once: true });
  setTimeout(finish, 1000);
}

/* Read-only grids. The highlight is a style rule naming the range's rows and columns, so the
   grid's own cell classes stay untouched. */
let sheets = 0;

export function attachSheet<Row>(api: GridApi<Row>, box: HTMLElement) {
  if (box.dataset.sheet || api.isDestroyed()) return;
  const id = String(++sheets);
  box.dataset.sheet = id;
  const style = document.createElement("style");
  document.head.appendChild(style);
  let range: CellRange | null = null;
  let shiftClick = false;

  const setRange = (next: CellRange | null) => {
    range = next;
    if (!next || isSingleCell(next)) {
      style.textContent = "";
      return;
    }
    const b = rangeBounds(next, dataColIdsOf(api));
    const rows: string[] = [];
    for (let i = b.rows[0]; i <= b.rows[1]; i++) rows.push(`[row-index="${i}"]`);
    const cols = b.colIds.map((c) => `[col-id="${CSS.escape(c)}"]`);
    style.textContent =
      `[data-sheet="${id}"] .ag-row:not(.ag-header-row, .ag-row-pinned):is(${rows.join()}) ` +
      `.ag-cell:is(${cols.join()}) { background-color: rgba(45, 114, 210, 0.16); ` +
      `box-shadow: inset 0 0 0 1px rgba(45, 114, 210, 0.45); }`;
  };

  // the focused cell as the page has it (AG Grid's own record can lag a click by a moment)
  const focusedPos = () => {
    const el = document.activeElement?.closest(".ag-cell");
    const rowIndex = Number(el?.closest(".ag-row")?.getAttribute("row-index"));
    const colId = el?.getAttribute("col-id");
    if (colId && Number.isInteger(rowIndex)) return { rowIndex, colId };
    const f = api.getFocusedCell();
    return f && !f.rowPinned && f.rowIndex !== null
      ? { rowIndex: f.rowIndex, colId: f.column.getColId() }
      : null;
  };
  const onCellFocused = (e: CellFocusedEvent<Row>) => {
    const next = rangeAfterFocus(api, e, range, shiftClick);
    if (next !== range) setRange(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!idleCellIn(box, document.activeElement)) return;
    const here = focusedPos();
    if (!here) return;
    if (mod(e) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "c") {
      // a cell is no text field: the copy goes through a hidden, selected text box
      viaTextBox(rangeAsTsv(api, range ?? { anchor: here, end: here }), () => undefined);
      return;
    }
    const arrow = ARROWS[e.key];
    if (arrow && e.shiftKey && !mod(e) && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      setRange(extendRange(api, range, here, arrow));
    }
  };
  const onMouseDown = (e: MouseEvent) => {
    shiftClick = e.shiftKey && box.contains(e.target as Node);
    // no text selection while Shift+click extends the range
    if (shiftClick) e.preventDefault();
  };

  const first = focusedPos();
  if (first) range = { anchor: first, end: first };
  api.addEventListener("cellFocused", onCellFocused);
  document.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("mousedown", onMouseDown, true);
  api.addEventListener("gridPreDestroyed", () => {
    style.remove();
    delete box.dataset.sheet;
    document.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("mousedown", onMouseDown, true);
  });
}
