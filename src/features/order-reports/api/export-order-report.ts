import { call } from "../../../client/lib/call";
import { orderReportsApi } from "../../../contract/api/order-reports";
import type { OrderReportExportQuery } from "../../../contract/order-reports";

/** GET /order/talent/:id/export or /order/admin/:id/export: every matching order as a file. */
export const exportOrderReport = (
  by: "talent" | "admin",
  id: number,
  query: Partial<OrderReportExportQuery>,
) =>
  call(by === "talent" ? orderReportsApi.talentReportExport : orderReportsApi.adminReportExport, {
    params: { id },
    query,
  });
