// Column defaults every ServerGrid column starts from, and the shared column types.
import type { ColDef } from "ag-grid-community";
import { useMemo } from "react";
import { emptyValueFormatter } from "./cell-format";

/** The id AG Grid knows a column by: `colId`, else `field`. */
export const colKey = <Row>(def: ColDef<Row>) => def.colId ?? (def.field as string | undefined);

/** The grid's `defaultColDef`, with the caller's own on top. */
export function useDefaultColDef<Row>(own: ColDef<Row> | undefined): ColDef<Row> {
  return useMemo<ColDef<Row>>(
    () => ({
      flex: 1,
      minWidth: 90,
      resizable: true,
      sortable: false, // the server sorts; columns opt in with `sortable: true`
      filter: false,
      suppressHeaderMenuButton: true,
      cellDataType: false, // no type inference: column types format, '-' for empties
      valueFormatter: emptyValueFormatter,
      ...own,
    }),
    [own],
  );
}

/** The caller's named column types (grids/column-types.ts `columnTypes`, or its own). */
export function useColumnTypes<Row>(
  own: Record<string, ColDef<Row>> | undefined,
): Record<string, ColDef<Row>> {
  return useMemo(() => ({ ...own }) as Record<string, ColDef<Row>>, [own]);
}
