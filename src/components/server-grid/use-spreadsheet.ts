// Spreadsheet behaviour for an editable server grid, from the keyboard:
// - a click or the arrows select a cell (never open a popup); Shift+arrows / Shift+click extend
//   a highlighted rectangular range; Enter on a cell that does not edit (or a double-click on
//   one) opens the row (`onOpenRow`: the detail);
// - Enter / F2 / typing edits, Enter or Tab saves and moves, Escape cancels (AG Grid's editors);
//   saves, undo (Ctrl+Z) and redo (Ctrl+Y, Ctrl+Shift+Z) are use-cell-edits.ts;
// - Ctrl+C copies the range (or the selected rows with their header line) as TSV; Ctrl+V pastes
//   TSV from the focused cell down and right, each cell saved and validated as its own edit,
//   one undo step, stopping at the first refusal with its line and the server's message.
//
//   const sheet = useSpreadsheet<Order>({ getRowId, save, onSaved, successMessage, failureTitle,
//     onOpenRow });
//   <div ref={sheet.containerRef} className="kt-spreadsheet">
//     <ServerGrid gridOptions={{ ...sheet.gridOptions }} … />
//     {sheet.errorNote}
//   </div>
import "./spreadsheet.css";
import { createElement, useCallback, useEffect, useMemo, useRef } from "react";
import type {
  CellClassParams,
  CellDoubleClickedEvent,
  CellEditRequestEvent,
  CellEditingStartedEvent,
  CellFocusedEvent,
  Column,
  ColDef,
  GridApi,
  GridReadyEvent,
  IRowNode,
} from "ag-grid-community";
import { CellErrorNote } from "./CellErrorNote";
import type { CellPos, CellRange } from "./cell-range";
import { useCellEdits, type CellEditOptions } from "./use-cell-edits";

// The keys' and the clipboard's code (sheet.ts) loads when a spreadsheet mounts (bundle budget:
// the grid routes); until it is there, keys and the range do nothing. Not deferred to `whenIdle`:
// a keyboard user's first keys right after the rows were lost (CI, 2026-11-28).
let sheet: typeof import("./sheet") | null = null;
const loadSheet = () => import("./sheet").then((m) => (sheet = m));

export interface SpreadsheetOptions<Row> extends CellEditOptions<Row> {
  /** Enter on a cell that does not edit, or a double-click on one: open the row's detail. */
  onOpenRow?: (row: Row) => void;
  /** The page's own grid-ready handler (e.g. useGridApi's). */
  onGridReady?: (e: GridReadyEvent<Row>) => void;
  /** Ticked rows (useRowSelection): Space ticks the focused row; Ctrl+C copies the ticked ones. */
  selection?: { isSelected: (row: Row) => boolean; toggle: (row: Row) => void };
}

export function useSpreadsheet<Row>(opts: SpreadsheetOptions<Row>) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const apiRef = useRef<GridApi<Row> | null>(null);
  const getApi = useCallback(() => apiRef.current, []);
  const containerRef = useRef<HTMLDivElement>(null);
  const edits = useCellEdits<Row>(opts, getApi);
  const errorRef = useRef(edits.error);
  errorRef.current = edits.error;
  const range = useRef<CellRange | null>(null);
  const shiftClick = useRef(false);
  // cells Shift+arrows moved the focus to: AG Grid reports those moves a moment later, maybe
  // after the next key moved the range on, so they must not start a new range
  const moved = useRef(new Set<string>());

  const dataColIds = useCallback(() => sheet?.dataColIdsOf(apiRef.current) ?? [], []);

  const setRange = useCallback((next: CellRange | null) => {
    const before = range.current;
    range.current = next;
    const wasMulti = before !== null && !sheet?.isSingleCell(before);
    const isMulti = next !== null && !sheet?.isSingleCell(next);
    if (wasMulti || isMulti) apiRef.current?.refreshCells({ force: true, suppressFlash: true });
  }, []);

  const rowIdOf = useCallback((row: Row) => String(latest.current.getRowId(row)), []);

  // Highlight and refusal outline as class rules, read from refs (the rules stay stable).
  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({
      cellClassRules: {
        "kt-cell-in-range": (p: CellClassParams<Row>) => {
          const r = range.current;
          const s = sheet;
          if (!s || !r || s.isSingleCell(r) || p.node.rowPinned || p.node.rowIndex === null)
            return false;
          return s.inBounds(s.rangeBounds(r, dataColIds()), p.node.rowIndex, p.column.getColId());
        },
        "kt-cell-error": (p: CellClassParams<Row>) => {
          const e = errorRef.current;
          return (
            e !== null &&
            p.data !== undefined &&
            !p.node.rowPinned &&
            e.colId === p.column.getColId() &&
            e.rowId === rowIdOf(p.data)
          );
        },
      },
    }),
    [dataColIds, rowIdOf],
  );

  // the outline follows the error (set and cleared)
  useEffect(() => {
    apiRef.current?.refreshCells({ force: true, suppressFlash: true });
  }, [edits.error]);

  const focused = useCallback((): { node: IRowNode<Row>; column: Column } | null => {
    const api = apiRef.current;
    const f = api?.getFocusedCell();
    if (!api || !f || f.rowPinned || f.rowIndex === null) return null;
    const node = api.getDisplayedRowAtIndex(f.rowIndex);
    return node?.data ? { node, column: f.column } : null;
  }, []);

  const onCellFocused = useCallback(
    (e: CellFocusedEvent<Row>) => {
      const colId = typeof e.column === "string" ? e.column : e.column?.getColId();
      if (e.rowPinned || e.rowIndex === null || !colId) return setRange(null);
      const pos: CellPos = { rowIndex: e.rowIndex, colId };
      const r = range.current;
      if (moved.current.has(`${pos.rowIndex}:${colId}`)) return;
      if (r && r.end.rowIndex === pos.rowIndex && r.end.colId === pos.colId) return;
      if (shiftClick.current && r) setRange({ anchor: r.anchor, end: pos });
      else setRange({ anchor: pos, end: pos });
      const err = errorRef.current;
      if (
        err &&
        (err.colId !== colId || apiRef.current?.getRowNode(err.rowId)?.rowIndex !== e.rowIndex)
      )
        edits.clearError();
    },
    [setRange, edits],
  );

  /** Shift+arrow: move the range's end (and the focus with it). */
  const extend = useCallback(
    (dRow: number, dCol: number) => {
      const api = apiRef.current;
      const f = focused();
      if (!api || !f) return;
      const r = range.current ?? {
        anchor: { rowIndex: f.node.rowIndex!, colId: f.column.getColId() },
        end: { rowIndex: f.node.rowIndex!, colId: f.column.getColId() },
      };
      const end = sheet!.movedEnd(api, r, dRow, dCol);
      setRange({ anchor: r.anchor, end });
      moved.current.add(`${end.rowIndex}:${end.colId}`);
      api.setFocusedCell(end.rowIndex, end.colId);
    },
    [focused, setRange],
  );

  const copyText = useCallback((): string | null => {
    const api = apiRef.current;
    const f = focused();
    if (!api || !f) return null;
    const ticked = latest.current.selection;
    const selected: IRowNode<Row>[] = [];
    for (let i = 0; ticked && i < api.getDisplayedRowCount(); i++) {
      const n = api.getDisplayedRowAtIndex(i);
      if (n?.data && !n.rowPinned && ticked.isSelected(n.data)) selected.push(n);
    }
    const r = range.current;
    const s = sheet!;
    if (selected.length > 0 && (!r || s.isSingleCell(r))) {
      const cols = api.getAllDisplayedColumns().filter(s.isDataColumn);
      return s.cellsAsTsv(api, selected, cols, true);
    }
    const here = { rowIndex: f.node.rowIndex!, colId: f.column.getColId() };
    return s.rangeAsTsv(api, r ?? { anchor: here, end: here });
  }, [focused]);

  // the plan of a paste loads with the first Ctrl+V (bundle budget: grid routes)
  const paste = useCallback(
    (text: string) => {
      const api = apiRef.current;
      const f = focused();
      if (!api || !f) return;
      void import("./paste-cells").then(({ planPaste }) => {
        const plan = planPaste(api, f, text, dataColIds(), rowIdOf);
        if ("refusal" in plan) edits.refuse(plan.refusal);
        else if (plan.changes.length > 0) void edits.apply(plan.changes, (i) => plan.labels[i]);
      });
    },
    [dataColIds, edits, focused, rowIdOf],
  );

  // Keys and clipboard on the document (capture): the checks see where focus really is, and the
  // browser's own undo never reaches a text box elsewhere on the page.
  useEffect(() => {
    void loadSheet();
    const onKeyDown = (e: KeyboardEvent) => {
      if (!sheet) return;
      const { ARROWS, idleCellIn, isDataColumn, isTextField, mod, viaTextBox } = sheet;
      const inGrid = () => idleCellIn(containerRef.current, document.activeElement);
      const key = e.key.toLowerCase();
      const undoKey = mod(e) && !e.altKey && (key === "z" || key === "y");
      if (e.key !== "Shift" && !e.shiftKey) moved.current.clear();
      if (!inGrid()) {
        // Chrome's frame-wide undo would refill a filter box and filter the list
        if (undoKey && !isTextField(document.activeElement)) e.preventDefault();
        return;
      }
      if (mod(e) && !e.altKey && !e.shiftKey && (key === "c" || key === "v")) {
        // a cell is no text field: the browser would copy nothing and paste nowhere, so the
        // key goes through a hidden text box (copy: selected TSV; paste: what lands in it)
        if (key === "c") {
          const text = copyText();
          if (text !== null) viaTextBox(text, () => undefined);
        } else viaTextBox("", paste);
        return;
      }
      if (undoKey) {
        e.preventDefault();
        void (key === "y" || e.shiftKey ? edits.redo() : edits.undo());
        return;
      }
      const arrow = ARROWS[e.key];
      if (arrow && e.shiftKey && !mod(e) && !e.altKey) {
        e.preventDefault();
        e.stopPropagation();
        extend(arrow[0], arrow[1]);
        return;
      }
      if (e.key === "Enter" && !e.shiftKey && !mod(e) && !e.altKey) {
        const f = focused();
        if (f && isDataColumn(f.column) && !f.column.isCellEditable(f.node)) {
          e.preventDefault();
          e.stopPropagation();
          latest.current.onOpenRow?.(f.node.data!);
        }
      }
      if (e.key === " " && !mod(e) && !e.altKey && !e.shiftKey) {
        const f = focused();
        const ticked = latest.current.selection;
        if (f?.node.data && !f.node.rowPinned && ticked) {
          e.preventDefault();
          e.stopPropagation();
          ticked.toggle(f.node.data);
        }
      }
      if (e.key === "Escape") edits.clearError();
    };
    const onMouseDown = (e: MouseEvent) => {
      moved.current.clear();
      shiftClick.current = e.shiftKey && containerRef.current?.contains(e.target as Node) === true;
      // no text selection while Shift+click extends the range
      if (shiftClick.current) e.preventDefault();
    };
    // A cell focused without the grid's own handlers (assistive technology, a script) becomes the
    // grid's focused cell too, so the keys above know where they are.
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      const cellEl = el?.classList.contains("ag-cell") ? el : null;
      const rowIndex = Number(cellEl?.closest("[role=row]")?.getAttribute("row-index"));
      const colId = cellEl?.getAttribute("col-id");
      const api = apiRef.current;
      if (!api || !colId || !Number.isInteger(rowIndex)) return;
      const f = api.getFocusedCell();
      if (f?.rowIndex !== rowIndex || f.column.getColId() !== colId || f.rowPinned)
        api.setFocusedCell(rowIndex, colId);
    };
    const box = containerRef.current;
    box?.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("mousedown", onMouseDown, true);
    return () => {
      box?.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("mousedown", onMouseDown, true);
    };
  }, [copyText, edits, extend, focused, paste]);

  const onCellEditRequest = useCallback(
    (e: CellEditRequestEvent<Row>) => {
      const field = e.colDef.field;
      if (!e.data || !field) return;
      const same = e.newValue === e.oldValue || (e.newValue ?? "") === (e.oldValue ?? "");
      if (same) return;
      const rowId = rowIdOf(e.data);
      void edits.apply([{ rowId, row: e.data, field, oldValue: e.oldValue, newValue: e.newValue }]);
    },
    [edits, rowIdOf],
  );

  const onCellDoubleClicked = useCallback((e: CellDoubleClickedEvent<Row>) => {
    if (e.data && sheet?.isDataColumn(e.column) && !e.column.isCellEditable(e.node))
      latest.current.onOpenRow?.(e.data);
  }, []);

  const onGridReady = useCallback((e: GridReadyEvent<Row>) => {
    apiRef.current = e.api;
    latest.current.onGridReady?.(e);
  }, []);

  const clearError = edits.clearError;
  const gridOptions = useMemo(
    () => ({
      readOnlyEdit: true,
      onCellEditRequest,
      onCellFocused,
      onCellDoubleClicked,
      onCellEditingStarted: (e: CellEditingStartedEvent<Row>) => {
        clearError();
        // AG Grid wraps a popup editor (large text) in an unnamed role=dialog: name it
        requestAnimationFrame(() => {
          for (const el of document.querySelectorAll(".ag-popup-editor:not([aria-label])"))
            el.setAttribute("aria-label", `Ubah ${e.colDef.headerName ?? ""}`.trim());
        });
      },
      onGridReady,
      defaultColDef,
      enterNavigatesVerticallyAfterEdit: true,
      // text selection would fight Shift+click ranges and the copy of cells
      enableCellTextSelection: false,
    }),
    [onCellEditRequest, onCellFocused, onCellDoubleClicked, clearError, onGridReady, defaultColDef],
  );

  const errorNote = createElement(CellErrorNote, { error: edits.error, container: containerRef });
  return { gridOptions, containerRef, errorNote, undo: edits.undo, redo: edits.redo };
}
