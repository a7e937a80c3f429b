// Generic row selection for any kit grid: pass `gridOptions` to ServerGrid/StaticGrid and read
// `selected` (the selected rows of the current page). Pinned total rows and the rows
// `selectable` refuses get no checkbox. `clear()` after a bulk action (the refetch keeps
// selection by row id otherwise).
import { useMemo, useRef, useState } from "react";
import type { GridApi, IRowNode, SelectionChangedEvent } from "ag-grid-community";
import "../../client/lib/grid-selection";
import type { ServerGridOptions } from "./types";

export function useRowSelection<Row>(selectable?: (row: Row) => boolean) {
  const [selected, setSelected] = useState<Row[]>([]);
  const api = useRef<GridApi<Row> | null>(null);
  const test = useRef(selectable);
  test.current = selectable;
  const gridOptions = useMemo<ServerGridOptions<Row>>(
    () => ({
      rowSelection: {
        mode: "multiRow",
        checkboxes: true,
        headerCheckbox: true,
        enableClickSelection: false,
        isRowSelectable: (node: IRowNode<Row>) =>
          !node.rowPinned && !!node.data && (test.current?.(node.data) ?? true),
      },
      selectionColumnDef: { pinned: "left", width: 44, headerTooltip: "Pilih semua" },
      onSelectionChanged: (e: SelectionChangedEvent<Row>) => {
        api.current = e.api;
        setSelected(e.api.getSelectedRows());
      },
      onRowDataUpdated: (e) => {
        api.current = e.api;
        // a reloaded row that can no longer be selected (now Lunas) drops out of the selection
        const keep = e.api
          .getSelectedNodes()
          .filter((n) => !n.data || !test.current || test.current(n.data));
        if (keep.length !== e.api.getSelectedNodes().length) {
          e.api.deselectAll();
          e.api.setNodesSelected({ nodes: keep, newValue: true });
        }
        setSelected(e.api.getSelectedRows());
      },
    }),
    [],
  );
  const clear = () => {
    api.current?.deselectAll();
    setSelected([]);
  };
  return { selected, gridOptions, clear };
}
