// The spreadsheet's highlighted range (Shift+arrows, Shift+click), the focused cell, what Ctrl+C
// copies, and the column rules that draw the range and a refusal's outline.
import { useCallback, useMemo, useRef } from "react";
import type {
  CellClassParams,
  CellFocusedEvent,
  ColDef,
  Column,
  IRowNode,
  SuppressKeyboardEventParams,
} from "ag-grid-community";
import type { CellRange } from "../sheet";
import { sheetCode, type ApiRef, type Edits, type ErrorRef, type Latest } from "./sheet-parts";

/** The highlighted range, the focused cell, Shift+arrows and what Ctrl+C copies. */
export function useSheetRange<Row>(
  apiRef: ApiRef<Row>,
  latest: Latest<Row>,
  edits: Edits<Row>,
  errorRef: ErrorRef<Row>,
) {
  const range = useRef<CellRange | null>(null);
  const shiftClick = useRef(false);

  const dataColIds = useCallback(() => sheetCode()?.dataColIdsOf(apiRef.current) ?? [], [apiRef]);

  const setRange = useCallback(
    (next: CellRange | null) => {
      const before = range.current;
      range.current = next;
      const wasMulti = before !== null && !sheetCode()?.isSingleCell(before);
      const isMulti = next !== null && !sheetCode()?.isSingleCell(next);
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
      const api = apiRef.current;
      const s = sheetCode();
      const r = range.current;
      const next = api && s ? s.rangeAfterFocus(api, e, r, shiftClick.current) : r;
      if (next === r) return;
      setRange(next);
      const err = errorRef.current;
      if (
        next &&
        err &&
        (err.colId !== next.end.colId || api?.getRowNode(err.rowId)?.rowIndex !== next.end.rowIndex)
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
      const here = { rowIndex: f.node.rowIndex!, colId: f.column.getColId() };
      setRange(sheetCode()!.extendRange(api, range.current, here, [dRow, dCol]));
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
    const s = sheetCode()!;
    if (selected.length > 0 && (!r || s.isSingleCell(r))) {
      const cols = api.getAllDisplayedColumns().filter(s.isDataColumn);
      return s.cellsAsTsv(api, selected, cols, true);
    }
    const here = { rowIndex: f.node.rowIndex!, colId: f.column.getColId() };
    return s.rangeAsTsv(api, r ?? { anchor: here, end: here });
  }, [apiRef, latest, focused]);

  return { range, shiftClick, dataColIds, focused, onCellFocused, extend, copyText };
}

/** '?' for the shortcut list, and the range's highlight and the refusal's outline as class rules. */
export function useSheetColDef<Row>(
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
          const s = sheetCode();
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
