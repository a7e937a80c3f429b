// The query both searchable weekly lists send (GET /order/talents, GET /weekly/talents): search,
// 0-based page, page size, the date range and the sort, all from the list's URL state.
import { sortQuery, type ListParams, type SortQuery } from "../../../client/lib/list-atoms";

/** The list's date range as `start_date` / `end_date` (absent when not set). */
export const rangeQuery = (p: ListParams) => ({
  start_date: p.start || undefined,
  end_date: p.end || undefined,
});

export type ListQuery = {
  search: string;
  page: number;
  limit: number;
  start_date?: string;
  end_date?: string;
} & SortQuery;

export const listQuery = (p: ListParams): ListQuery => ({
  search: p.search,
  page: p.page,
  limit: p.size,
  ...rangeQuery(p),
  ...sortQuery(p.sort),
});
