import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderSummaryQuery } from "../../../contract/order-reports";

type Query = Partial<Omit<OrderSummaryQuery, "page" | "limit">> & { page: number; limit: number };

/** GET /order/talents or /order/admins: one row per talent (admin) with its figures and totals. */
export const getOrderSummaries = (by: "talent" | "admin", query: Query) =>
  call(by === "talent" ? orderReportsApi.talents : orderReportsApi.admins, { query });
