// Cell edits saved through the API, with undo and redo (Ctrl+Z; Ctrl+Y or Ctrl+Shift+Z) — the
// editing half of the spreadsheet behaviour (use-spreadsheet.ts).
//
// The grid runs with `readOnlyEdit`: an edit never changes the row. Each edit is saved with the
// page's `save` (the same call and validation as the dialog); after it the page's queries are
// invalidated and refetched, never patched. A group of edits (one cell edit, or one paste over
// several cells) is one undo step; undo saves the old values back through the same call (a new
// audited change, not a local trick), redo saves the new ones again. Saves run one at a time in
// order, so three quick Ctrl+Z undo three steps. A refusal stops its group, shows the server's
// message at the cell and in a toast, and the refetch shows the stored value again.
//
// Versions: the server answers a save with the row's new version; later saves of that row send
// it (or the refetched row's, whichever is newer), so undoing one's own edit is never "stale"
// while a change by someone else in between still is (409 at the cell, and the row reloads).
// Until the refetch shows that version, the values saved since are laid over the grid's copy:
// a save that sends the whole row (orders need name and price) must not send back the value
// the edit before it just replaced (Tab from a saved name into the age would undo the name).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { GridApi } from "ag-grid-community";
import { toast } from "../../client/lib/toast";
import { serverMessage, toastFailure } from "../feedback";

export interface CellChange<Row> {
  rowId: string;
  /** The row as the grid showed it when the edit was made (used when it left the page). */
  row: Row;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** Where a refusal happened and what the server said. */
export interface CellError {
  rowId: string;
  colId: string;
  message: string;
}

export interface CellEditOptions<Row> {
  getRowId: (row: Row) => string | number;
  /**
   * Saves one field of one row; answers the row's new version when the server gives it. `row`
   * carries the newest version known (a number `version` field is replaced).
   */
  save: (row: Row, field: string, value: unknown) => Promise<number | void>;
  /** Refetch after saves (e.g. invalidate the list and every query its money shows in). */
  onSaved: () => unknown;
  successMessage: string;
  failureTitle: string;
}

type Group<Row> = CellChange<Row>[];

export function useCellEdits<Row>(opts: CellEditOptions<Row>, api: () => GridApi<Row> | null) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const undoStack = useRef<Group<Row>[]>([]);
  const redoStack = useRef<Group<Row>[]>([]);
  /** Per row: the newest version a save answered and the values saved up to it. */
  const saved = useRef(new Map<string, { version: number; values: Record<string, unknown> }>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [error, setError] = useState<CellError | null>(null);

  /** The freshest copy of the row: the grid's (after refetches), with the newest known version. */
  const currentRow = useCallback(
    (change: Pick<CellChange<Row>, "rowId" | "row">): Row => {
      const shown = api()?.getRowNode(change.rowId)?.data ?? change.row;
      const known = saved.current.get(change.rowId);
      const own = (shown as { version?: unknown }).version;
      return typeof own === "number" && known !== undefined && known.version > own
        ? ({ ...shown, ...known.values, version: known.version } as Row)
        : shown;
    },
    [api],
  );

  /** Saves `value` into one cell; false (and the message at the cell) when refused. */
  const saveOne = useCallback(
    async (change: CellChange<Row>, value: unknown, label?: string): Promise<boolean> => {
      const o = latest.current;
      try {
        const row = currentRow(change);
        const version = await o.save(row, change.field, value);
        if (typeof version === "number") {
          const before = saved.current.get(change.rowId);
          const own = (row as { version?: unknown }).version;
          // values saved on top of a refetched row start again from that row
          const values = before && before.version === own ? before.values : {};
          saved.current.set(change.rowId, {
            version,
            values: { ...values, [change.field]: value },
          });
        }
        return true;
      } catch (err) {
        const message = label ? `${label}: ${serverMessage(err)}` : serverMessage(err);
        setError({ rowId: change.rowId, colId: change.field, message });
        if (label) toast.error(`${o.failureTitle}. ${message}`);
        else toastFailure(o.failureTitle, err);
        return false;
      }
    },
    [currentRow],
  );

  /** Runs `work` after every earlier save, then refetches once. */
  const enqueue = useCallback((work: () => Promise<void>) => {
    const next = queue.current.then(async () => {
      try {
        await work();
      } finally {
        await latest.current.onSaved();
      }
    });
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /**
   * Saves a group of new values in order (one cell edit, or a paste). The saved part becomes one
   * undo step; a refusal stops there. `label(i)` names the i-th change in a refusal message.
   */
  const apply = useCallback(
    (changes: Group<Row>, label?: (i: number) => string) =>
      enqueue(async () => {
        setError(null);
        const done: Group<Row> = [];
        for (const [i, c] of changes.entries()) {
          if (!(await saveOne(c, c.newValue, label?.(i)))) break;
          done.push(c);
        }
        if (done.length > 0) {
          undoStack.current.push(done);
          redoStack.current = [];
          if (done.length === changes.length) toast.success(latest.current.successMessage);
        }
      }),
    [enqueue, saveOne],
  );

  /** Moves one step between the stacks, saving each change's `old` (undo) or `new` (redo). */
  const step = useCallback(
    (from: { current: Group<Row>[] }, to: { current: Group<Row>[] }, undo: boolean) =>
      enqueue(async () => {
        const group = from.current.pop();
        if (!group) return;
        setError(null);
        const order = undo ? [...group].reverse() : group;
        const moved: Group<Row> = [];
        for (const c of order) {
          if (!(await saveOne(c, undo ? c.oldValue : c.newValue))) break;
          moved.push(c);
        }
        const rest = order.slice(moved.length);
        if (moved.length > 0) to.current.push(undo ? moved.reverse() : moved);
        // what could not be saved stays where it was, so the next key press tries it again
        if (rest.length > 0) from.current.push(undo ? rest.reverse() : rest);
        if (rest.length === 0) toast.success(latest.current.successMessage);
      }),
    [enqueue, saveOne],
  );

  const undo = useCallback(() => step(undoStack, redoStack, true), [step]);
  const redo = useCallback(() => step(redoStack, undoStack, false), [step]);
  const clearError = useCallback(() => setError(null), []);
  /** A refusal decided before any save (a paste that does not fit): message and toast. */
  const refuse = useCallback((e: CellError) => {
    setError(e);
    toast.error(`${latest.current.failureTitle}. ${e.message}`);
  }, []);

  return useMemo(
    () => ({ apply, undo, redo, error, clearError, refuse }),
    [apply, undo, redo, error, clearError, refuse],
  );
}
