// Rows another user just changed (client/lib/live-rows.ts, heard on the live stream) flash once
// when the grid shows them, and the grid says who: 'diubah oleh admin2 · baru saja'. The
// refetch itself is the invalidation table's; this only marks what came back.
import type { GridApi, IRowNode, RowClassParams } from "ag-grid-community";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChangeType } from "../../../contract/events";
import {
  changedBy,
  LIVE_FRESH_MS,
  liveChangesAtom,
  type LiveChange,
} from "../../../client/lib/live-rows";

/** One flash (server-grid.css `kt-row-live`), then the class goes. */
const FLASH_MS = 1_600;

/** How often a redraw waiting for an open cell editor looks again. */
const EDIT_WAIT_MS = 200;

type Later = (run: () => void, ms: number) => void;

/**
 * Redraws rows (their flash class) when no cell editor is open. A redrawn row gets new cells,
 * and a cell that was editing comes back still editing but without the focus: the keys typed
 * next went nowhere and the edit was lost.
 */
function redrawOutsideEdits<Row>(api: GridApi<Row>, nodes: IRowNode<Row>[], later: Later) {
  if (api.isDestroyed()) return;
  if (api.getEditingCells().length > 0)
    later(() => redrawOutsideEdits(api, nodes, later), EDIT_WAIT_MS);
  else api.redrawRows({ rowNodes: nodes });
}

export function useLiveRows<Row>(
  api: GridApi<Row> | null,
  type: ChangeType | undefined,
  rows: Row[] | undefined,
  rowIdOf: ((row: Row) => string | number) | undefined,
) {
  const changes = useAtomValue(liveChangesAtom);
  const flashing = useRef(new Set<string>());
  const done = useRef(new WeakSet<LiveChange>());
  // the redraws and flash ends still to come: only leaving the grid cancels them (a refetch
  // within the flash had cancelled its end, and the row stayed marked for good)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback<Later>((run, ms) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!api || !type || !rowIdOf || !rows) return;
    const shown = new Set(rows.map((r) => String(rowIdOf(r))));
    const fresh = changes.filter(
      (c) => c.type === type && Date.now() - c.heard < LIVE_FRESH_MS && !done.current.has(c),
    );
    const nodes: IRowNode<Row>[] = [];
    let latest: LiveChange | undefined;
    for (const c of fresh) {
      const here = c.ids.filter((id) => shown.has(id));
      // a change whose rows are not on this page waits: the refetch may bring them
      if (here.length === 0) continue;
      done.current.add(c);
      latest = c;
      for (const id of here) {
        const node = api.getRowNode(id);
        if (!node) continue;
        flashing.current.add(id);
        nodes.push(node);
      }
    }
    if (latest) setNote(changedBy(latest.username));
    if (nodes.length === 0) return;
    redrawOutsideEdits(api, nodes, later);
    later(() => {
      for (const n of nodes) flashing.current.delete(String(n.id));
      redrawOutsideEdits(api, nodes, later);
    }, FLASH_MS);
  }, [api, type, rows, rowIdOf, changes, later]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // 'baru saja' only while it is
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), LIVE_FRESH_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const getRowClass = useCallback(
    (p: RowClassParams<Row>) =>
      p.node.id !== undefined && flashing.current.has(p.node.id) ? "kt-row-live" : undefined,
    [],
  );
  return { note, getRowClass };
}
