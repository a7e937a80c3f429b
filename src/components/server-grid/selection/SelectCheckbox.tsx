// The checkbox cell of `useRowSelection`: reads and toggles the hook's store, so no AG Grid
// selection module is needed (ag-grid-community is one ES module: registering one grows the
// grid chunk of every route, see the bundle budget).
import { useSyncExternalStore } from "react";
import type { ICellRendererParams, IHeaderParams } from "ag-grid-community";
import type { SelectionStore } from "./selection-store";

export function SelectCheckbox<Row>(p: ICellRendererParams<Row> & { store: SelectionStore<Row> }) {
  const ids = useSyncExternalStore(p.store.subscribe, p.store.get);
  if (!p.data || p.node.rowPinned || !p.store.selectable(p.data)) return null;
  const id = p.store.idOf(p.data);
  return (
    <input
      type="checkbox"
      aria-label="Pilih baris"
      checked={ids.has(id)}
      onChange={(e) => p.store.toggle(p.data!, e.currentTarget.checked)}
    />
  );
}

/** The column's header: ticks every selectable row of the page (half-ticked when some are). */
export function SelectAllCheckbox<Row>(p: IHeaderParams<Row> & { store: SelectionStore<Row> }) {
  const ids = useSyncExternalStore(p.store.subscribe, p.store.get);
  const state = p.store.pageState(ids);
  return (
    <input
      type="checkbox"
      aria-label="Pilih semua baris di halaman ini"
      checked={state === "all"}
      ref={(el) => {
        if (el) el.indeterminate = state === "some";
      }}
      onChange={(e) => p.store.toggleAll(e.currentTarget.checked)}
    />
  );
}
