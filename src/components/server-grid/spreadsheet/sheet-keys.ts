// The spreadsheet's keys and clipboard, on the document: copy and paste through a hidden text
// box, undo and redo, Shift+arrows, Enter on a cell that does not edit, Space ticking a row.
import { useEffect } from "react";
import type { Column, IRowNode } from "ag-grid-community";
import { loadSheet, sheetCode, type ApiRef, type Edits, type Latest } from "./sheet-parts";

export interface SheetKeys<Row> {
  containerRef: { current: HTMLDivElement | null };
  apiRef: ApiRef<Row>;
  latest: Latest<Row>;
  shiftClick: { current: boolean };
  edits: Edits<Row>;
  copyText: () => string | null;
  paste: (text: string) => void;
  extend: (dRow: number, dCol: number) => void;
  focused: () => { node: IRowNode<Row>; column: Column } | null;
}

export function useSheetKeys<Row>(k: SheetKeys<Row>) {
  const { containerRef, apiRef, latest, shiftClick, edits } = k;
  const { copyText, paste, extend, focused } = k;
  // Keys and clipboard on the document (capture): the checks see where focus really is, and the
  // browser's own undo never reaches a text box elsewhere on the page.
  useEffect(() => {
    void loadSheet();
    const onKeyDown = (e: KeyboardEvent) => {
      const sheet = sheetCode();
      if (!sheet) return;
      const { ARROWS, idleCellIn, isDataColumn, isTextField, mod, viaTextBox } = sheet;
      const inGrid = () => idleCellIn(containerRef.current, document.activeElement);
      const key = e.key.toLowerCase();
      const undoKey = mod(e) && !e.altKey && (key === "z" || key === "y");
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
  }, [containerRef, apiRef, latest, shiftClick, copyText, edits, extend, focused, paste]);
}
