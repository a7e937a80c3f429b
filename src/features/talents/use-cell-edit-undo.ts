// In-cell editing that saves through the API, with Ctrl+Z. The grid runs with `readOnlyEdit`:
// an edit never changes the row; AG Grid raises `cellEditRequest` (Enter commits, Escape
// cancels and raises nothing). We save the one field; on success the list is invalidated and
// refetched, on failure the cell simply keeps its old value and the server message shows.
// Every saved edit goes on a stack; Ctrl+Z on a grid cell (not while editing) saves the old
// value of the last one back through the same call.
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import type { CellEditRequestEvent } from "ag-grid-community";
import { toast } from "../../client/lib/toast";
import { toastFailure } from "../../components/feedback";

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

/** Ctrl+Z counts only on a focused grid cell that is not being edited. */
function onIdleGridCell(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("input, textarea, select, [contenteditable=true]")) return false;
  const cell = target.closest(".ag-cell");
  return cell !== null && !cell.classList.contains("ag-cell-inline-editing");
}

export function useCellEditUndo<Row, Field extends string>(opts: CellEditUndoOptions<Row, Field>) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const done = useRef<{ row: Row; field: Field; oldValue: unknown }[]>([]);
  const busy = useRef(false);

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

  /** Put on the element around the grid: Ctrl+Z on a cell undoes the last saved edit. */
  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (!isUndoKey(e) || !onIdleGridCell(e.target)) return;
      e.preventDefault();
      void undoLast();
    },
    [undoLast],
  );

  return { onCellEditRequest, onKeyDown, undoLast };
}
