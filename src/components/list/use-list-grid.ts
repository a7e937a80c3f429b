// The wiring of a paged list screen: the list's atoms (src/client/lib/list-atoms.ts) as the
// ServerGrid props they feed (page, size, sort, the header filters, the export, the load error),
// the search text for the screen's SearchBox, and the rows that the detail popup and the delete
// confirmation are open for.
//   const { query, params, grid, search, setSearch } = useListGrid(talentsList);
//   <ServerGrid ariaLabel="Daftar talent" columnDefs={cols} {...grid} />
import { useState } from "react";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import type { ListAtoms } from "../../client/lib/list-atoms";

export function useListGrid<Row, Extra = unknown>(list: ListAtoms<Row, Extra>) {
  const query = useAtomValue(list.queryAtom);
  const params = useAtomValue(list.paramsAtom);
  const { page, size, search, sort } = params;
  const setPage = useSetAtom(list.pageAtom);
  const setSize = useSetAtom(list.sizeAtom);
  const setSearch = useSetAtom(list.searchAtom);
  const setSort = useSetAtom(list.sortAtom);
  const [filterValues, setColumnFilters] = useAtom(list.columnFiltersAtom);
  return {
    query,
    params,
    search,
    setSearch,
    /** Spread into ServerGrid beside its own props (columns, page sizes, row id, label). */
    grid: {
      rows: query.data?.rows,
      totalRows: query.data?.totalRows ?? 0,
      loading: query.isPending || query.isPlaceholderData,
      page,
      pageSize: size,
      onPageChange: setPage,
      onPageSizeChange: setSize,
      error: query.isError ? query.error : undefined,
      sort,
      onSortChange: setSort,
      headerFilters: { values: filterValues, onChange: setColumnFilters },
      exportSource: list.exportAs && {
        list: list.exportAs.list,
        query: list.exportAs.query(params),
        id: params.scopeId,
      },
    },
  };
}

/**
 * The row a list's detail popup is open for, and the row its delete confirmation asks about:
 * `onDetail` / `onDelete` go to the column actions (stable), `confirmDelete` into ConfirmDelete.
 */
export function useRowDialogs<Row extends { id: number }>(
  remove: (id: number) => Promise<unknown>,
) {
  const [detail, setDetail] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  return {
    detail,
    closeDetail: () => setDetail(null),
    onDetail: setDetail,
    onDelete: setToDelete,
    confirmDelete: {
      isOpen: toDelete !== null,
      onConfirm: () => remove(toDelete!.id),
      onClose: () => setToDelete(null),
    },
  };
}
