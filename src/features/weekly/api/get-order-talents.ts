import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderSummaryQuery } from "../../../contract/order-reports";
import type { SortWire } from "../../../contract/list-query";

/** The query the weekly talent list sends: search, 0-based page, size, range, sort, names. */
type ListQuery = {
  search: string;
  page: number;
  limit: number;
  start_date?: string;
  end_date?: string;
} & SortWire;

/** GET /order/talents: one row per talent with orders in the range, 0-based pages. */
export const getOrderTalents = (query: ListQuery) =>
  call(orderReportsApi.talents, {
    query: { ...query, sort_by: query.sort_by as OrderSummaryQuery["sort_by"] },
  });
