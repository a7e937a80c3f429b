// In-cell editing that saves through the API, with Ctrl+Z — shared by every editable grid
// (talents: SP status and category; orders: refund status).
//
// The grid runs with `readOnlyEdit`: an edit never changes the row; AG Grid raises
// `cellEditRequest` (Enter commits, Escape cancels and raises nothing). We save the one field; on
// success the list is invalidated and refetched, on failure the cell keeps its old value (the row
// was never changed) and the server message shows. Every saved edit goes on a stack; Ctrl+Z
// saves the old value of the last one back through the same call.
//
// Ctrl+Z acts only while focus is on a grid cell of THIS grid that is not being edited. Anywhere
// else that is not a text field (a button, the page after a refetch) it is swallowed: Chrome's
// frame-wide undo would otherwise undo the last typing in a floating filter's text box, refill
// it and filter the list. In a text field Ctrl+Z stays that field's own undo.
//
//   const cellEdit = useCellEditUndo({ fields, save, onSaved, successMessage, failureTitle });
//   <div ref={cellEdit.containerRef}>
//     <ServerGrid gridOptions={{ readOnlyEdit: true, onCellEditRequest: cellEdit.onCellEditRequest }} />
//   </div>
import { useCallback, useEffect, useRef } from "react";
import type { CellEditRequestEvent } from "ag-grid-community";
import { toast } from "../../client/lib/toast";
import { toastFailure } from "../feedback";

export interface CellEdit<Row, Field extends string> {
  row: Row;
  field: Field;
  value: unknown;
}

export interface CellEditUndoOptions<Row, Field extends string> {
  /** Fields whose edits are saved; edits of other columns are ignored. */
  fields: readonly Field[];
  /** Saves one field of one row (e.g. PUT /talent/:id with `{ [field]: value }`). */
  save: (edit: CellEdit<Row, Field>) => Promise<unknown>;
  /** Refetch after a save, e.g. the list's `invalidate`. */
  onSaved: () => unknown;
  successMessage: string;
  failureTitle: string;
}

const isUndoKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === "z";

const isTextField = (el: Element | null) =>
  el !== null && el.closest("input, textarea, select, [contenteditable=true]") !== null;

/** A focused body cell of the grid inside `container`, not being edited. */
function idleCellIn(container: HTMLElement | null, el: Element | null): boolean {
  if (!container || !el || !container.contains(el) || isTextField(el)) return false;
  const cell = el.closest(".ag-cell");
  return cell !== null && !cell.classList.contains("ag-cell-inline-editing");
}

export function useCellEditUndo<Row, Field extends string>(opts: CellEditUndoOptions<Row, Field>) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const done = useRef<{ row: Row; field: Field; oldValue: unknown }[]>([]);
  const busy = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);

  const save = useCallback(async (edit: CellEdit<Row, Field>) => {
    const o = latest.current;
    busy.current = true;
    try {
      await o.save(edit);
      toast.success(o.successMessage);
      return true;
    } catch (err) {
      toastFailure(o.failureTitle, err);
      return false;
    } finally {
      busy.current = false;
      void o.onSaved();
    }
  }, []);

  const onCellEditRequest = useCallback(
    async (e: CellEditRequestEvent<Row>) => {
      const field = e.colDef.field as Field | undefined;
      if (!e.data || !field || !latest.current.fields.includes(field)) return;
      if (e.newValue === e.oldValue || e.newValue === null || e.newValue === undefined) return;
      if (await save({ row: e.data, field, value: e.newValue })) {
        done.current.push({ row: e.data, field, oldValue: e.oldValue });
      }
    },
    [save],
  );

  const undoLast = useCallback(async () => {
    if (busy.current) return;
    const last = done.current.pop();
    if (!last) return;
    // A failed undo goes back on the stack, so the next Ctrl+Z tries again.
    if (!(await save({ row: last.row, field: last.field, value: last.oldValue }))) {
      done.current.push(last);
    }
  }, [save]);

  // On the document (capture), so the check sees where focus really is, not where the event
  // bubbled from, and can stop the browser's own undo before it reaches a text box.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isUndoKey(e)) return;
      const focused = document.activeElement;
      if (idleCellIn(containerRef.current, focused)) {
        e.preventDefault();
        void undoLast();
      } else if (!isTextField(focused)) {
        e.preventDefault();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [undoLast]);

  return { onCellEditRequest, containerRef, undoLast };
}
