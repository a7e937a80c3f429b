import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderReportQuery } from "../../../contract/order-reports";

type Query = Partial<Omit<OrderReportQuery, "page" | "limit">> & { page: number; limit: number };

/** GET /order/talent/:id or /order/admin/:id: one page of orders with page and overall totals. */
export const getOrderReport = (by: "talent" | "admin", id: number, query: Query) =>
  call(by === "talent" ? orderReportsApi.talentReport : orderReportsApi.adminReport, {
    params: { id },
    query,
  });
