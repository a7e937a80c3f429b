// The floating-filter → server bridge: AG Grid's floating text inputs, with the text going to the
// caller (and from the caller's `filters` back into the inputs) instead of filtering the page.
import type { ColDef, FilterChangedEvent, FilterModel, GridApi } from "ag-grid-community";
import { useCallback, useEffect, useMemo } from "react";
import { colKey } from "./column-defaults";
import type { LatestProps, ServerGridOptions } from "./types";

/** `filter: true` / text filter columns are the ones whose text goes to the server. */
const isServerTextFilter = <Row>(def: ColDef<Row>) =>
  def.filter === true || def.filter === "agTextColumnFilter";

/**
 * Server-side floating filters, the simple way: the column keeps AG Grid's own text filter (its
 * floating input, aria-label "<Header> Filter Input", debounce, model) but its `textMatcher`
 * lets every row pass, so the grid never narrows the page locally. `onFilterChanged` reads the
 * model and hands the text to the caller, whose query refetches page 0 from the server. Only
 * "contains" with one condition, and no filter popup: the floating input is the whole UI.
 */
const SERVER_TEXT_FILTER_PARAMS = {
  filterOptions: ["contains"],
  defaultOption: "contains",
  maxNumConditions: 1,
  debounceMs: 300,
  trimInput: true,
  textMatcher: () => true,
};

/** A `filter: true` / text filter column as a server filter; other columns unchanged. */
export function withServerTextFilter<Row>(def: ColDef<Row>): ColDef<Row> {
  if (!isServerTextFilter(def)) return def;
  return {
    ...def,
    filter: "agTextColumnFilter",
    floatingFilter: def.floatingFilter ?? true,
    suppressHeaderFilterButton: true,
    suppressFloatingFilterButton: true,
    filterParams: { ...SERVER_TEXT_FILTER_PARAMS, ...def.filterParams },
  };
}

function readFilterText(model: FilterModel | null | undefined, colId: string): string {
  const entry = model?.[colId] as { filter?: unknown } | undefined;
  return typeof entry?.filter === "string" ? entry.filter : "";
}

interface ServerFiltersArgs<Row> {
  api: GridApi<Row> | null;
  /** The grid's columns, already passed through `withServerTextFilter` when filtering. */
  columns: ColDef<Row>[];
  serverFiltering: boolean;
  filters: Record<string, string> | undefined;
  gridOptions: ServerGridOptions<Row> | undefined;
  latest: LatestProps<Row>;
}

/** The grid's `onFilterChanged`; also keeps the floating inputs in step with `filters`. */
export function useServerFilters<Row>({
  api,
  columns,
  serverFiltering,
  filters,
  gridOptions,
  latest,
}: ServerFiltersArgs<Row>): (e: FilterChangedEvent<Row>) => void {
  const serverFilterColumns = useMemo(
    () =>
      serverFiltering
        ? columns
            .filter((d) => d.filter === "agTextColumnFilter" && colKey(d))
            .map((d) => ({ colId: colKey(d) as string, field: (d.field as string) ?? colKey(d) }))
        : [],
    [columns, serverFiltering],
  );

  const onFilterChanged = useCallback(
    (e: FilterChangedEvent<Row>) => {
      gridOptions?.onFilterChanged?.(e);
      const report = latest.current.onFilterChange;
      if (!report) return;
      const model = e.api.getFilterModel();
      for (const { colId, field } of serverFilterColumns) {
        const value = readFilterText(model, colId);
        if (value !== (latest.current.filters?.[field] ?? "")) report(field, value);
      }
    },
    [gridOptions, serverFilterColumns, latest],
  );

  // Filter values from the caller (atoms, URL) into the floating inputs. Equal values are left
  // alone, so text being typed (not yet debounced) is never overwritten.
  const filtersKey = JSON.stringify(filters ?? {});
  useEffect(() => {
    if (!api || serverFilterColumns.length === 0) return;
    const wanted = JSON.parse(filtersKey) as Record<string, string>;
    const current = api.getFilterModel() ?? {};
    const next: FilterModel = { ...current };
    let changed = false;
    for (const { colId, field } of serverFilterColumns) {
      const want = wanted[field] ?? "";
      if (readFilterText(current, colId) === want) continue;
      changed = true;
      if (want) next[colId] = { filterType: "text", type: "contains", filter: want };
      else delete next[colId];
    }
    if (changed) api.setFilterModel(next);
  }, [api, filtersKey, serverFilterColumns]);

  return onFilterChanged;
}
