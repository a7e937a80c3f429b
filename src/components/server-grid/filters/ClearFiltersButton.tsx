// 'Hapus filter': clears every header filter of the grid at once; shown while one is set.
import { Button } from "@blueprintjs/core";
import type { ColDef } from "ag-grid-community";
import { anyFilterSet, clearPatch, type HeaderFilters } from "./header-filters";

export function ClearFiltersButton<Row>(props: {
  columns: ColDef<Row>[];
  filters: HeaderFilters | undefined;
}) {
  const { columns, filters } = props;
  if (!filters || !anyFilterSet(columns, filters.values)) return null;
  return (
    <Button
      icon="filter-remove"
      text="Hapus filter"
      variant="outlined"
      size="small"
      onClick={() => filters.onChange(clearPatch(columns))}
    />
  );
}
