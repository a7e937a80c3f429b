// Cell edits saved through the API, with undo and redo (Ctrl+Z; Ctrl+Y or Ctrl+Shift+Z) — the
// editing half of the spreadsheet behaviour (use-spreadsheet.ts).
//
// The grid runs with `readOnlyEdit`: an edit never changes the row. Each edit is saved with the
// page's `save` (the same call and validation as the dialog); after it the page's queries are
// invalidated and refetched, never patched. A group of edits (one cell edit, or one paste over
// several cells) is one undo step; undo saves the old values back through the same calls (a new
// audited change, not a local trick), redo saves the new ones again. A group of several cells is
// ONE change: the page's `saveRows` saves every row in one server transaction, all or none, so a
// refused cell leaves every cell as it was (the message names it, `Baris 2 (Harga)`). Saves run
// one at a time in order, so three quick Ctrl+Z undo three steps. A refusal shows the message at
// the cell and in a toast, and the refetch shows the stored value again.
//
// Versions: the server answers a save with the row's new version; later saves of that row send
// it (or the refetched row's, whichever is newer), so undoing one's own edit is never "stale"
// while a change by someone else in between still is (409 at the cell, and the row reloads).
// Until the refetch shows that version, the values saved since are laid over the grid's copy:
// a save that sends the whole row (orders need name and price) must not send back the value
// the edit before it just replaced (Tab from a saved name into the age would undo the name).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { GridApi } from "ag-grid-community";
import { toast } from "../../../client/lib/toast";
import { readRowRefusal } from "../../../contract/row-refusal";
import { serverMessage, toastFailure } from "../../feedback";

export interface CellChange<Row> {
  rowId: string;
  /** The row as the grid showed it when the edit was made (used when it left the page). */
  row: Row;
  field: string;
  /** The value it replaces: what is stored when the change's turn comes (`againstStored`). */
  oldValue: unknown;
  newValue: unknown;
  /** The cell in words for a refusal of a change of several cells: "Baris 2 (Harga)". */
  label?: string;
}

/**
 * Thrown by a page's `save` or `saveRows` when the user said no to a question before the save
 * (an order of a paid period): nothing is saved and nothing is refused, so no note and no toast.
 */
export class CancelledEdit extends Error {}

/** Where a refusal happened and what the server said. */
export interface CellError {
  rowId: string;
  colId: string;
  message: string;
}

/** One row of a change of several cells: the row (newest version known) and its new values. */
export interface RowValues<Row> {
  row: Row;
  values: Record<string, unknown>;
}

/** What an edit saves, worked out when its turn comes: the changes, or why nothing is saved. */
export type CellPlan<Row> = { changes: CellChange<Row>[] } | { refusal: CellError };

export interface CellEditOptions<Row> {
  getRowId: (row: Row) => string | number;
  /**
   * Saves one field of one row; answers the row's new version when the server gives it. `row`
   * carries the newest version known (a number `version` field is replaced).
   */
  save: (row: Row, field: string, value: unknown) => Promise<number | void>;
  /**
   * Saves a change of several cells (a paste, its undo and redo) as ONE change — every row in
   * one server transaction, all or none (`POST …/cells`) — and answers each row's new version in
   * order. Its refusal may name the row (`rows.1: …`, contract/row-refusal.ts). Without it such
   * a change is saved cell by cell and stops at the first refusal.
   */
  saveRows?: (rows: RowValues<Row>[]) => Promise<(number | void)[]>;
  /** Refetch after saves (e.g. invalidate the list and every query its money shows in). */
  onSaved: () => unknown;
  successMessage: string;
  failureTitle: string;
}

type Group<Row> = CellChange<Row>[];
type ValueOf<Row> = (c: CellChange<Row>) => unknown;

export function useCellEdits<Row>(opts: CellEditOptions<Row>, api: () => GridApi<Row> | null) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const undoStack = useRef<Group<Row>[]>([]);
  const redoStack = useRef<Group<Row>[]>([]);
  const [error, setError] = useState<CellError | null>(null);
  const { currentRow, remember } = useRowVersions(api);
  const { enqueue, saving } = useSaveQueue(latest);

  /** A refusal at a cell: the note under it and a toast. */
  const refuse = useCallback((e: CellError) => {
    setError(e);
    toast.error(`${latest.current.failureTitle}. ${e.message}`);
  }, []);

  /** Saves `value` into one cell; false (and the message at the cell) when refused. */
  const saveOne = useCallback(
    async (change: CellChange<Row>, value: unknown, label?: string): Promise<boolean> => {
      const o = latest.current;
      try {
        const row = currentRow(change);
        remember(change.rowId, row, await o.save(row, change.field, value), {
          [change.field]: value,
        });
        return true;
      } catch (err) {
        if (err instanceof CancelledEdit) return false;
        const message = label ? `${label}: ${serverMessage(err)}` : serverMessage(err);
        if (label) refuse({ rowId: change.rowId, colId: change.field, message });
        else {
          setError({ rowId: change.rowId, colId: change.field, message });
          toastFailure(o.failureTitle, err);
        }
        return false;
      }
    },
    [currentRow, remember, refuse],
  );

  /** Several cells as one change through `saveRows`: all saved (true) or none (the refusal shown). */
  const saveTogether = useCallback(
    async (changes: Group<Row>, pick: ValueOf<Row>): Promise<boolean> => {
      const rows = new Map<string, { changes: Group<Row>; values: Record<string, unknown> }>();
      for (const c of changes) {
        const r = rows.get(c.rowId) ?? { changes: [], values: {} };
        r.changes.push(c);
        r.values[c.field] = pick(c);
        rows.set(c.rowId, r);
      }
      const list = [...rows.values()];
      const sent = list.map((r) => ({ row: currentRow(r.changes[0]), values: r.values }));
      try {
        const versions = await latest.current.saveRows!(sent);
        list.forEach((r, i) => remember(r.changes[0].rowId, sent[i].row, versions[i], r.values));
        return true;
      } catch (err) {
        if (err instanceof CancelledEdit) return false;
        // the refused row (and field) when the server names it, else the first cell
        const named = readRowRefusal(serverMessage(err));
        const row = named ? list[named.index]?.changes : undefined;
        const at = row?.find((c) => c.field === named?.field) ?? row?.[0] ?? changes[0];
        const why = named?.message ?? serverMessage(err);
        const message = `Tidak ada yang disimpan — ${at.label ? `${at.label}: ` : ""}${why}`;
        refuse({ rowId: at.rowId, colId: at.field, message });
        return false;
      }
    },
    [currentRow, remember, refuse],
  );

  /** Saves changes in order; how many were saved (a change of several cells: all or none). */
  const saveChanges = useCallback(
    async (changes: Group<Row>, pick: ValueOf<Row>): Promise<number> => {
      if (changes.length > 1 && latest.current.saveRows)
        return (await saveTogether(changes, pick)) ? changes.length : 0;
      let n = 0;
      for (const c of changes) {
        if (!(await saveOne(c, pick(c), changes.length > 1 ? c.label : undefined))) break;
        n++;
      }
      return n;
    },
    [saveOne, saveTogether],
  );

  /**
   * Saves a group of new values (one cell edit, or a paste) as one undo step. `plan` may be
   * worked out in turn (a typed text read by its column's parser, a paste read cell by cell):
   * its refusal is shown and nothing is saved.
   */
  const apply = useCallback(
    (plan: Group<Row> | (() => Promise<CellPlan<Row>>)) =>
      enqueue(async () => {
        setError(null);
        const p = typeof plan === "function" ? await plan() : { changes: plan };
        if ("refusal" in p) {
          refuse(p.refusal);
          return false;
        }
        const changes = againstStored(p.changes, currentRow);
        if (changes.length === 0) return false;
        const n = await saveChanges(changes, (c) => c.newValue);
        if (n > 0) {
          undoStack.current.push(changes.slice(0, n));
          redoStack.current = [];
          if (n === changes.length) toast.success(latest.current.successMessage);
        }
        return true;
      }),
    [currentRow, enqueue, refuse, saveChanges],
  );

  /** Moves one step between the stacks, saving each change's `old` (undo) or `new` (redo). */
  const step = useCallback(
    (from: { current: Group<Row>[] }, to: { current: Group<Row>[] }, undo: boolean) =>
      enqueue(async () => {
        const group = from.current.pop();
        if (!group) return false;
        setError(null);
        const order = undo ? [...group].reverse() : group;
        const n = await saveChanges(order, (c) => (undo ? c.oldValue : c.newValue));
        const moved = order.slice(0, n);
        const rest = order.slice(n);
        if (moved.length > 0) to.current.push(undo ? moved.reverse() : moved);
        // what could not be saved stays where it was, so the next key press tries it again
        if (rest.length > 0) from.current.push(undo ? rest.reverse() : rest);
        if (rest.length === 0) toast.success(latest.current.successMessage);
        return true;
      }),
    [enqueue, saveChanges],
  );

  const undo = useCallback(() => step(undoStack, redoStack, true), [step]);
  const redo = useCallback(() => step(redoStack, undoStack, false), [step]);
  const clearError = useCallback(() => setError(null), []);

  const edits = useMemo(
    () => ({ apply, undo, redo, error, clearError, refuse }),
    [apply, undo, redo, error, clearError, refuse],
  );
  // apart from `edits`, whose callers re-subscribe when it changes (the keys, the grid's options)
  return { edits, saving };
}

/** Equal for a save: the same value, or empty and empty (`null`, `undefined`, ''). */
const sameValue = (a: unknown, b: unknown) => a === b || (a ?? "") === (b ?? "");

/**
 * The changes measured against what is stored when their turn comes (the freshest row: the
 * grid's after the refetches, with the values saved since laid over), not against what the grid
 * showed when they were typed: a value typed back before the refetch of the save before it is
 * in differs from what is stored and is saved; one equal to it is not sent; undo restores it.
 */
function againstStored<Row>(changes: Group<Row>, currentRow: (c: CellChange<Row>) => Row) {
  return changes.flatMap((c) => {
    const stored = (currentRow(c) as Record<string, unknown>)[c.field];
    return sameValue(c.newValue, stored) ? [] : [{ ...c, oldValue: stored }];
  });
}

/** Per row: the newest version a save answered and the values saved up to it. */
function useRowVersions<Row>(api: () => GridApi<Row> | null) {
  const saved = useRef(new Map<string, { version: number; values: Record<string, unknown> }>());
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

  /** Keeps the version a save of `row` answered and the values saved with it. */
  const remember = useCallback(
    (rowId: string, row: Row, version: number | void, values: Record<string, unknown>) => {
      if (typeof version !== "number") return;
      const before = saved.current.get(rowId);
      const own = (row as { version?: unknown }).version;
      // values saved on top of a refetched row start again from that row
      const kept = before && before.version === own ? before.values : {};
      saved.current.set(rowId, { version, values: { ...kept, ...values } });
    },
    [],
  );
  return { currentRow, remember };
}

/**
 * Runs `work` after every earlier save, then refetches once (unless it sent nothing). `saving`
 * holds from the first queued save until the last one's refetch is in: the grid is busy then.
 */
function useSaveQueue<Row>(latest: { current: CellEditOptions<Row> }) {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [queued, setQueued] = useState(0);
  const enqueue = useCallback(
    (work: () => Promise<boolean>) => {
      setQueued((n) => n + 1);
      const next = queue.current
        .then(async () => {
          let sent = true;
          try {
            sent = await work();
          } finally {
            if (sent) await latest.current.onSaved();
          }
        })
        .finally(() => setQueued((n) => n - 1));
      queue.current = next.catch(() => undefined);
      return next;
    },
    [latest],
  );
  return { enqueue, saving: queued > 0 };
}
