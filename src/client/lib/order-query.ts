// A list of orders (GET /order/orders) as the API's query, from a list's state: its header
// filters, search, pickers, period and sort. The orders screen and the dashboard's latest orders
// read the same endpoint, so they build the query the same way (and their exports with it).
import type { ListParams } from "./list-atoms";
import type { ExportOrdersQuery, OrderListSort } from "../../contract/orders";
import { ORDER_RANGE_FILTERS, ORDER_TEXT_FILTERS } from "../../contract/values";
import type { RefundStatus } from "../../money/rules";

/** The header filters' query keys (text contains, then each range's two ends). */
export const ORDER_COLUMN_FILTER_KEYS = [
  ...ORDER_TEXT_FILTERS,
  ...ORDER_RANGE_FILTERS.flatMap((f) => [`${f}_min`, `${f}_max`]),
];

/** The list's filters, search and sort as the API's query (the list and its export). */
export function orderQuery(p: ListParams): ExportOrdersQuery {
  const columnFilters = Object.fromEntries(
    ORDER_COLUMN_FILTER_KEYS.flatMap((k) => (p.filters[k] ? [[k, p.filters[k]]] : [])),
  );
  return {
    ...columnFilters,
    search_query: p.search,
    refund_status: (p.filters.refund_status ?? "") as RefundStatus | "",
    talents_id: p.filters.talents_id ?? "",
    user_id: p.filters.user_id ?? "",
    start_date: p.start,
    end_date: p.end,
    ...(p.sort
      ? {
          sort_by: p.sort.field as OrderListSort,
          sort_order: p.sort.direction === "asc" ? "ASC" : "DESC",
        }
      : {}),
  };
}
