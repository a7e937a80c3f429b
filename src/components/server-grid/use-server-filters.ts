// Server-side text filters: a search input per `filter: true` column, above the grid (FilterBar),
// whose text goes to the caller instead of filtering the page. AG Grid's own filter module is not
// used: ag-grid-community is one ES module, and its text filter + floating filter code cost every
// grid route ~28 KB gzip for what is here one input per column.
import type { ColDef } from "ag-grid-community";
import { useMemo } from "react";
import { colKey } from "./column-defaults";

/** `filter: true` / text filter columns are the ones whose text goes to the server. */
const isServerTextFilter = <Row>(def: ColDef<Row>) =>
  def.filter === true || def.filter === "agTextColumnFilter";

/** The column as the grid shows it: the filter lives in the FilterBar, not in the grid. */
export function withServerTextFilter<Row>(def: ColDef<Row>): ColDef<Row> {
  if (!isServerTextFilter(def)) return def;
  return { ...def, filter: false, floatingFilter: false };
}

export interface ServerFilterColumn {
  /** The key of the caller's `filters` and of `onFilterChange`. */
  field: string;
  /** The column header: the input is labelled "<header> Filter Input". */
  label: string;
}

/** The columns with a server filter, in column order (none without `onFilterChange`). */
export function useServerFilterColumns<Row>(
  columnDefs: ColDef<Row>[],
  serverFiltering: boolean,
): ServerFilterColumn[] {
  return useMemo(
    () =>
      serverFiltering
        ? columnDefs
            .filter((d) => isServerTextFilter(d) && colKey(d))
            .map((d) => {
              const field = (d.field as string | undefined) ?? (colKey(d) as string);
              return { field, label: d.headerName ?? field };
            })
        : [],
    [columnDefs, serverFiltering],
  );
}
