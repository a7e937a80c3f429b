// The checkbox cell of `useRowSelection`: reads and toggles the hook's store, so no AG Grid
// selection module is needed (ag-grid-community is one ES module: registering one grows the
// grid chunk of every route, see the bundle budget).
import { useSyncExternalStore } from "react";
import type { ICellRendererParams } from "ag-grid-community";
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
