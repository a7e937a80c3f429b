import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";

/** GET /order/talents over a range, the talents who brought the most income first. */
export const getTopTalents = (range: { start_date: string; end_date: string }, limit: number) =>
  call(orderReportsApi.talents, {
    query: {
      ...range,
      sort_by: "total_uang_masuk",
      sort_order: "DESC",
      page: "0",
      limit: String(limit),
    },
  });
