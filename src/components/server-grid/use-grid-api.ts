// The grid's API for a screen that needs what the user sees: `visibleColumnIds()` is the ids of
// the shown columns in their on-screen order (the export writes those, in that order).
import type { GridApi, GridReadyEvent } from "ag-grid-community";
import { useCallback, useRef } from "react";

export function useGridApi<Row>() {
  const api = useRef<GridApi<Row> | null>(null);
  const onGridReady = useCallback((e: GridReadyEvent<Row>) => {
    api.current = e.api;
  }, []);
  const visibleColumnIds = useCallback(
    () => api.current?.getAllDisplayedColumns().map((c) => c.getColId()) ?? [],
    [],
  );
  return { onGridReady, visibleColumnIds };
}
