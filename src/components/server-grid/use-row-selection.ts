// Generic row selection for any kit grid: put `column` first in the grid's columns and read
// `selected` (rows of the current page). Pinned total rows and the rows `selectable` refuses get
// no checkbox; a refetch keeps the selection by row id and drops rows no longer selectable.
// `clear()` after a bulk action.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ColDef } from "ag-grid-community";
import { SelectCheckbox } from "./SelectCheckbox";

export class SelectionStore<Row> {
  private ids = new Set<string>();
  private rows = new Map<string, Row>();
  private listeners = new Set<() => void>();
  constructor(
    readonly idOf: (row: Row) => string,
    public selectable: (row: Row) => boolean,
  ) {}
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  get = () => this.ids;
  selectedRows = () => [...this.ids].map((id) => this.rows.get(id)!);
  private publish(next: Set<string>) {
    this.ids = next;
    for (const fn of this.listeners) fn();
  }
  toggle(row: Row, on: boolean) {
    const next = new Set(this.ids);
    const id = this.idOf(row);
    if (on) {
      next.add(id);
      this.rows.set(id, row);
    } else next.delete(id);
    this.publish(next);
  }
  /** The page's fresh rows: selected ones take their new figures, others drop out. */
  sync(rows: Row[] | undefined) {
    const byId = new Map((rows ?? []).map((r) => [this.idOf(r), r]));
    const next = new Set<string>();
    for (const id of this.ids) {
      const row = byId.get(id);
      if (row && this.selectable(row)) {
        next.add(id);
        this.rows.set(id, row);
      }
    }
    if (next.size !== this.ids.size) this.publish(next);
  }
  clear = () => this.publish(new Set());
}

export function useRowSelection<Row>(
  rows: Row[] | undefined,
  idOf: (row: Row) => string,
  selectable: (row: Row) => boolean = () => true,
) {
  const [store] = useState(() => new SelectionStore<Row>(idOf, selectable));
  store.selectable = selectable;
  useEffect(() => store.sync(rows), [rows, store]);
  const ids = useSyncExternalStore(store.subscribe, store.get);
  const selected = useMemo(() => (ids.size ? store.selectedRows() : []), [ids, store]);
  const column = useMemo<ColDef<Row>>(
    () => ({
      colId: "__select",
      headerName: "",
      headerTooltip: "Pilih",
      pinned: "left",
      width: 44,
      minWidth: 44,
      maxWidth: 44,
      sortable: false,
      resizable: false,
      suppressMovable: true,
      cellRenderer: SelectCheckbox,
      cellRendererParams: { store },
    }),
    [store],
  );
  const isSelected = useCallback((row: Row) => ids.has(store.idOf(row)), [ids, store]);
  const toggle = useCallback(
    (row: Row) => {
      if (store.selectable(row)) store.toggle(row, !store.get().has(store.idOf(row)));
    },
    [store],
  );
  return { selected, column, clear: store.clear, isSelected, toggle };
}
