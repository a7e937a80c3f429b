// The grid's API for a screen that exports through its own endpoint: `chosenColumnIds()` is the
// ids of the columns the user has not hidden by choice, in their on-screen order, at any window
// width (columns/chosen-columns.ts; the export writes those, in that order).
import type { GridApi, GridReadyEvent } from "ag-grid-community";
import { useCallback, useRef } from "react";
import { chosenColumns } from "../columns";

export function useGridApi<Row>() {
  const api = useRef<GridApi<Row> | null>(null);
  const onGridReady = useCallback((e: GridReadyEvent<Row>) => {
    api.current = e.api;
  }, []);
  const chosenColumnIds = useCallback(
    () => (api.current ? chosenColumns(api.current).map((c) => c.getColId()) : []),
    [],
  );
  return { onGridReady, chosenColumnIds };
}
