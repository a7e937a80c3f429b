import { call } from "../../../client/lib/call";
import type { SortQuery } from "../../../client/lib/list-atoms";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderSummaryQuery } from "../../../contract/reports";

/** GET /order/talents: one row per talent with orders in the range, 0-based pages. */
export const getOrderTalents = (
  query: {
    search: string;
    page: number;
    limit: number;
    start_date?: string;
    end_date?: string;
  } & SortQuery,
) =>
  call(orderReportsApi.talents, {
    query: { ...query, sort_by: query.sort_by as OrderSummaryQuery["sort_by"] },
  });
