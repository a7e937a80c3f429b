// Spreadsheet behaviour for an editable server grid, from the keyboard:
// - a click or the arrows select a cell (never open a popup); Shift+arrows / Shift+click extend
//   a highlighted rectangular range; Enter on a cell that does not edit (or a double-click on
//   one) opens the row (`onOpenRow`: the detail);
// - Enter / F2 / typing edits, Enter or Tab saves and moves, Escape cancels (AG Grid's editors);
//   saves, undo (Ctrl+Z) and redo (Ctrl+Y, Ctrl+Shift+Z) are use-cell-edits.ts;
// - Ctrl+C copies the range (or the selected rows with their header line) as TSV; Ctrl+V pastes
//   TSV from the focused cell down and right as ONE change: every cell read by its column's
//   parser first, then all saved together (all or none), one undo step; a refusal names its
//   line and column;
// - an amount or whole number typed into a cell is read by the column's parser (the dialog's):
//   a refusal shows under the cell and nothing is saved;
// - keys typed while an editor is still opening are held and played into it (type-ahead.ts);
// - '?' on a cell shows the shortcut list (AppShell), it does not open an editor.
//
// Pages use it through SpreadsheetGrid.tsx, which puts the three pieces together:
//   <div ref={sheet.containerRef} className="kt-spreadsheet">
//     <ServerGrid gridOptions={sheet.gridOptions} … />
//     {sheet.errorNote}
//   </div>
import "./spreadsheet.css";
import { createElement, useCallback, useEffect, useMemo, useRef } from "react";
import type {
  CellClassParams,
  SuppressKeyboardEventParams,
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
import { typedCellOf } from "../columns";
import { holdKeysWhileEditorOpens } from "./type-ahead";
import type { CellPos, CellRange } from "../sheet";
import { useCellEdits, type CellEditOptions } from "./use-cell-edits";

// The keys' and the clipboard's code (sheet.ts) loads when a spreadsheet mounts (bundle budget:
// the grid routes); until it is there, keys and the range do nothing. Not deferred to `whenIdle`:
// a keyboard user's first keys right after the rows were lost (CI, 2026-11-28).
let sheet: typeof import("../sheet") | null = null;
const loadSheet = () => import("../sheet").then((m) => (sheet = m));

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
  const rowIdOf = useCallback((row: Row) => String(latest.current.getRowId(row)), []);
  const { range, moved, shiftClick, dataColIds, focused, onCellFocused, extend, copyText } =
    useSheetRange(apiRef, latest, edits, errorRef);
  const defaultColDef = useSheetColDef(range, errorRef, dataColIds, rowIdOf);

  // the outline follows the error (set and cleared)
  useEffect(() => {
    apiRef.current?.refreshCells({ force: true, suppressFlash: true });
  }, [edits.error]);

  // the plan of a paste loads with the first Ctrl+V (bundle budget: grid routes)
  const paste = useCallback(
    (text: string) => {
      const api = apiRef.current;
      const f = focused();
      if (!api || !f) return;
      const ids = dataColIds();
      // read and saved in turn, after the edits before it
      void edits.apply(() =>
        import("./paste-cells").then(({ planPaste }) => planPaste(api, f, text, ids, rowIdOf)),
      );
    },
    [dataColIds, edits, focused, rowIdOf],
  );

  useSheetKeys({
    containerRef,
    apiRef,
    latest,
    moved,
    shiftClick,
    edits,
    copyText,
    paste,
    extend,
    focused,
  });

  // installed once, apart from the keys above (they are set up again as the edits change, which
  // would drop keys held meanwhile)
  useEffect(() => holdKeysWhileEditorOpens(() => containerRef.current, getApi), [getApi]);

  const onCellEditRequest = useEditRequest(edits, rowIdOf);

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

type Latest<Row> = { current: SpreadsheetOptions<Row> };
type ApiRef<Row> = { current: GridApi<Row> | null };
type Edits<Row> = ReturnType<typeof useCellEdits<Row>>;
type ErrorRef<Row> = { current: Edits<Row>["error"] };

/** The highlighted range, the focused cell, Shift+arrows and what Ctrl+C copies. */
function useSheetRange<Row>(
  apiRef: ApiRef<Row>,
  latest: Latest<Row>,
  edits: Edits<Row>,
  errorRef: ErrorRef<Row>,
) {
  const range = useRef<CellRange | null>(null);
  const shiftClick = useRef(false);
  // cells Shift+arrows moved the focus to: AG Grid reports those moves a moment later, maybe
  // after the next key moved the range on, so they must not start a new range
  const moved = useRef(new Set<string>());

  const dataColIds = useCallback(() => sheet?.dataColIdsOf(apiRef.current) ?? [], [apiRef]);

  const setRange = useCallback(
    (next: CellRange | null) => {
      const before = range.current;
      range.current = next;
      const wasMulti = before !== null && !sheet?.isSingleCell(before);
      const isMulti = next !== null && !sheet?.isSingleCell(next);
      if (wasMulti || isMulti) apiRef.current?.refreshCells({ force: true, suppressFlash: true });
    },
    [apiRef],
  );

  const focused = useCallback((): { node: IRowNode<Row>; column: Column } | null => {
    const api = apiRef.current;
    const f = api?.getFocusedCell();
    if (!api || !f || f.rowPinned || f.rowIndex === null) return null;
    const node = api.getDisplayedRowAtIndex(f.rowIndex);
    return node?.data ? { node, column: f.column } : null;
  }, [apiRef]);

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
    [apiRef, errorRef, setRange, edits],
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
    [apiRef, focused, setRange],
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
  }, [apiRef, latest, focused]);

  return { range, moved, shiftClick, dataColIds, focused, onCellFocused, extend, copyText };
}

/** '?' for the shortcut list, and the range's highlight and the refusal's outline as class rules. */
function useSheetColDef<Row>(
  range: { current: CellRange | null },
  errorRef: ErrorRef<Row>,
  dataColIds: () => string[],
  rowIdOf: (row: Row) => string,
) {
  // Highlight and refusal outline as class rules, read from refs (the rules stay stable).
  return useMemo<ColDef<Row>>(
    () => ({
      // '?' on a cell asks for the shortcut list (AppShell's key), it does not start an edit
      suppressKeyboardEvent: (p: SuppressKeyboardEventParams<Row>) =>
        !p.editing &&
        p.event.key === "?" &&
        !(p.event.ctrlKey || p.event.metaKey || p.event.altKey),
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
    [range, errorRef, dataColIds, rowIdOf],
  );
}

interface SheetKeys<Row> {
  containerRef: { current: HTMLDivElement | null };
  apiRef: ApiRef<Row>;
  latest: Latest<Row>;
  moved: { current: Set<string> };
  shiftClick: { current: boolean };
  edits: Edits<Row>;
  copyText: () => string | null;
  paste: (text: string) => void;
  extend: (dRow: number, dCol: number) => void;
  focused: () => { node: IRowNode<Row>; column: Column } | null;
}

function useSheetKeys<Row>(k: SheetKeys<Row>) {
  const { containerRef, apiRef, latest, moved, shiftClick, edits } = k;
  const { copyText, paste, extend, focused } = k;
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
  }, [containerRef, apiRef, latest, moved, shiftClick, copyText, edits, extend, focused, paste]);
}

/** An edit of a cell: a typed column's text read by its parser first; one undo step. */
function useEditRequest<Row>(edits: Edits<Row>, rowIdOf: (row: Row) => string) {
  return useCallback(
    (e: CellEditRequestEvent<Row>) => {
      const field = e.colDef.field;
      if (!e.data || !field) return;
      const same = (v: unknown) => v === e.oldValue || (v ?? "") === (e.oldValue ?? "");
      const change = { rowId: rowIdOf(e.data), row: e.data, field, oldValue: e.oldValue };
      const typed = typedCellOf(e.colDef);
      if (typed && typeof e.newValue === "string") {
        // the editor gave its text: the column's parser says what is saved, or why nothing is
        const text = e.newValue;
        const name = e.colDef.headerName ?? field;
        void edits.apply(async () => {
          const read = await typed.parse(text);
          if (!read.ok)
            return {
              refusal: { rowId: change.rowId, colId: field, message: `${name}: ${read.message}` },
            };
          return { changes: same(read.value) ? [] : [{ ...change, newValue: read.value }] };
        });
        return;
      }
      if (same(e.newValue)) return;
      void edits.apply([{ ...change, newValue: e.newValue }]);
    },
    [edits, rowIdOf],
  );
}
