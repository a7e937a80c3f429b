// The query the weekly talent list sends (GET /order/talents): search, 0-based page, page size,
// the date range and the sort, all from the list's URL state.
import { periodToWire, sortToWire, type SortWire } from "../../../contract/list-query";
import type { ListParams } from "../../../client/lib/list-atoms";

export type ListQuery = {
  search: string;
  page: number;
  limit: number;
  start_date?: string;
  end_date?: string;
} & SortWire;

export const listQuery = (p: ListParams): ListQuery => ({
  search: p.search,
  page: p.page,
  limit: p.size,
  ...periodToWire(p),
  ...sortToWire(p.sort),
});
