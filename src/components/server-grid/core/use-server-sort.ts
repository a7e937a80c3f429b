// Server sorting: header clicks report the sort to the caller, the header arrow follows the
// caller's `sort`, and the page keeps the server's row order (the grid never sorts it).
import type {
  ColDef,
  GridApi,
  PostSortRowsParams,
  SortChangedEvent,
  SortDirection,
} from "ag-grid-community";
import { useCallback, useEffect } from "react";
import { colKey } from "../columns";
import type { ListSort } from "../../../contract/list-query";
import type { LatestProps, ServerGridOptions } from "./types";

interface ServerSortArgs<Row> {
  api: GridApi<Row> | null;
  columns: ColDef<Row>[];
  serverSorting: boolean;
  sort: ListSort | null | undefined;
  gridOptions: ServerGridOptions<Row> | undefined;
  latest: LatestProps<Row>;
}

const keepServerOrder = <Row>(p: PostSortRowsParams<Row>) => {
  p.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
};

/** The grid's `onSortChanged` and `postSortRows`; also shows `sort` as the header's arrow. */
export function useServerSort<Row>({
  api,
  columns,
  serverSorting,
  sort,
  gridOptions,
  latest,
}: ServerSortArgs<Row>) {
  // Server sorting: header clicks report the sort; the page keeps the server's row order.
  const onSortChanged = useCallback(
    (e: SortChangedEvent<Row>) => {
      gridOptions?.onSortChanged?.(e);
      const report = latest.current.onSortChange;
      if (!report) return;
      const state = e.api.getColumnState().find((c) => c.sort);
      // AG Grid's column and "asc" / "desc" as the list's sort (contract/list-query.ts)
      const next: ListSort | null = state?.sort
        ? {
            by: (e.api.getColumn(state.colId)?.getColDef().field as string) ?? state.colId,
            dir: state.sort === "desc" ? "DESC" : "ASC",
          }
        : null;
      const prev = latest.current.sort ?? null;
      if (next?.by !== prev?.by || next?.dir !== prev?.dir) report(next);
    },
    [gridOptions, latest],
  );

  const sortField = sort?.by;
  const sortDirection: SortDirection | undefined = sort
    ? sort.dir === "DESC"
      ? "desc"
      : "asc"
    : undefined;
  useEffect(() => {
    if (!api || !serverSorting) return;
    const def =
      sortField === undefined
        ? undefined
        : columns.find((d) => d.field === sortField || d.colId === sortField);
    const colId = sortField === undefined ? undefined : ((def && colKey(def)) ?? sortField);
    const current = api.getColumnState().find((c) => c.sort);
    if ((current?.colId ?? undefined) === colId && (current?.sort ?? undefined) === sortDirection)
      return;
    api.applyColumnState({
      state: colId ? [{ colId, sort: sortDirection ?? "asc" }] : [],
      defaultState: { sort: null },
    });
  }, [api, serverSorting, sortField, sortDirection, columns]);

  const postSortRows: ((p: PostSortRowsParams<Row>) => void) | undefined = serverSorting
    ? keepServerOrder
    : gridOptions?.postSortRows;

  return { onSortChanged, postSortRows };
}
