import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderSummaryExportQuery } from "../../../contract/order-reports";

/** GET /order/talents/export or /order/admins/export: the whole filtered list as CSV or .xlsx. */
export const exportOrderSummaries = (
  by: "talent" | "admin",
  query: Partial<OrderSummaryExportQuery>,
) =>
  call(by === "talent" ? orderReportsApi.talentsExport : orderReportsApi.adminsExport, { query });
