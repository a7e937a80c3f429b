// A list of orders (GET /order/orders) as the API's query, from a list's state: its header
// filters, search, pickers, period and sort. The orders screen and the dashboard's latest orders
// read the same endpoint, so they build the query the same way (and their exports with it).
import { type ListSort, periodToWire, sortToWire } from "../../contract/list-query";
import type { ListParams } from "./list-atoms";
import type { ExportOrdersQuery, OrderListSort } from "../../contract/orders";
import { ORDER_FILTERS, filterKeys, pickFilters } from "../../contract/filter-fields";

/** The filters' query keys (contract/filter-fields.ts): header filters, then the selects. */
export const ORDER_FILTER_KEYS = filterKeys(ORDER_FILTERS);

/** The list's filters, search and sort as the API's query (the list and its export). */
export function orderQuery(p: ListParams): ExportOrdersQuery {
  return {
    ...pickFilters(p.filters, ORDER_FILTER_KEYS),
    search_query: p.search,
    ...periodToWire(p),
    ...sortToWire(p.sort as ListSort<OrderListSort> | null),
  };
}
