import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { Paged } from "../../../contract/common";
import type { OrderSummaryRow } from "../../../contract/reports";

/** GET /order/talents: one row per talent with orders in the range, 0-based pages. */
export const getOrderTalents = (
  q: {
    search: string;
    page: number;
    limit: number;
    start_date?: string;
    end_date?: string;
  } & SortQuery,
) => http.get<Paged<OrderSummaryRow>>("/order/talents", { query: q });
