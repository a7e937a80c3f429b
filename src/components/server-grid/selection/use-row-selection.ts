// Generic row selection for any kit grid: put `column` first in the grid's columns and read
// `selected` (rows of the current page). Pinned total rows and the rows `selectable` refuses get
// no checkbox; a refetch keeps the selection by row id and drops rows no longer selectable.
// The header's tick-box ticks the whole page. `clear()` after a bulk action.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ColDef } from "ag-grid-community";
import { SelectAllCheckbox, SelectCheckbox } from "./SelectCheckbox";
import { SelectionStore } from "./selection-store";

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
      headerName: "Pilih",
      headerComponent: SelectAllCheckbox,
      headerComponentParams: { store },
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
