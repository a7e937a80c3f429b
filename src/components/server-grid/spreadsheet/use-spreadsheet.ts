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
// The range is sheet-range.ts, the keys and the clipboard sheet-keys.ts.
//
// Pages use it through SpreadsheetGrid.tsx, which puts the three pieces together:
//   <div ref={sheet.containerRef} className="kt-spreadsheet">
//     <ServerGrid gridOptions={sheet.gridOptions} … />
//     {sheet.errorNote}
//   </div>
import "./spreadsheet.css";
import { createElement, useCallback, useEffect, useMemo, useRef } from "react";
import type {
  CellDoubleClickedEvent,
  CellEditRequestEvent,
  CellEditingStartedEvent,
  CellEditingStoppedEvent,
  GridApi,
  GridReadyEvent,
} from "ag-grid-community";
import { CellErrorNote } from "./CellErrorNote";
import { typedCellOf } from "../columns";
import { holdKeysWhileEditorOpens } from "./type-ahead";
import { useCellEdits } from "./use-cell-edits";
import { sheetCode, type Edits, type SpreadsheetOptions } from "./sheet-parts";
import { useSheetColDef, useSheetRange } from "./sheet-range";
import { useSheetKeys } from "./sheet-keys";

export type { SpreadsheetOptions } from "./sheet-parts";

export function useSpreadsheet<Row>(opts: SpreadsheetOptions<Row>) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const apiRef = useRef<GridApi<Row> | null>(null);
  const getApi = useCallback(() => apiRef.current, []);
  const containerRef = useRef<HTMLDivElement>(null);
  const { edits, saving } = useCellEdits<Row>(opts, getApi);
  const errorRef = useRef(edits.error);
  errorRef.current = edits.error;
  const rowIdOf = useCallback((row: Row) => String(latest.current.getRowId(row)), []);
  const { range, shiftClick, dataColIds, focused, onCellFocused, extend, copyText } = useSheetRange(
    apiRef,
    latest,
    edits,
    errorRef,
  );
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

  const { onCellEditRequest, onCellEditingStopped } = useEditRequest(edits, rowIdOf);

  const onCellDoubleClicked = useCallback((e: CellDoubleClickedEvent<Row>) => {
    if (e.data && sheetCode()?.isDataColumn(e.column) && !e.column.isCellEditable(e.node))
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
      onCellEditingStopped,
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
    [
      onCellEditRequest,
      onCellEditingStopped,
      onCellFocused,
      onCellDoubleClicked,
      clearError,
      onGridReady,
      defaultColDef,
    ],
  );

  const errorNote = createElement(CellErrorNote, { error: edits.error, container: containerRef });
  return { gridOptions, containerRef, errorNote, saving, undo: edits.undo, redo: edits.redo };
}

/**
 * An edit of a cell: a typed column's text read by its parser first; one undo step. AG Grid
 * asks for a save (`cellEditRequest`) only when the typed value differs from the one the cell
 * showed, which is the value before the last save until its refetch is in: an edit it keeps to
 * itself (`cellEditingStopped`, committed, value "unchanged") is sent too. use-cell-edits.ts
 * measures both against what is stored when their turn comes.
 */
function useEditRequest<Row>(edits: Edits<Row>, rowIdOf: (row: Row) => string) {
  const commit = useCallback(
    (e: CellEditRequestEvent<Row> | CellEditingStoppedEvent<Row>) => {
      const field = e.colDef.field;
      if (!e.data || !field) return;
      const change = { rowId: rowIdOf(e.data), row: e.data, field, oldValue: e.oldValue };
      const typed = typedCellOf(e.colDef);
      const value: unknown = e.newValue;
      void edits.apply(async () => {
        if (!typed || typeof value !== "string")
          return { changes: [{ ...change, newValue: value }] };
        // the editor gave its text: the column's parser says what is saved, or why nothing is
        const read = await typed.parse(value);
        if (read.ok) return { changes: [{ ...change, newValue: read.value }] };
        const message = `${e.colDef.headerName ?? field}: ${read.message}`;
        return { refusal: { rowId: change.rowId, colId: field, message } };
      });
    },
    [edits, rowIdOf],
  );
  const onCellEditingStopped = useCallback(
    (e: CellEditingStoppedEvent<Row>) => {
      // a cancel has no new value; a changed one went through cellEditRequest
      if (!e.valueChanged && e.newValue !== undefined) commit(e);
    },
    [commit],
  );
  return { onCellEditRequest: commit, onCellEditingStopped };
}
