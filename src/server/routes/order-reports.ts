// Order summaries and order reports under /order (the order write path lives in orders.ts):
// GET /order/talents, /order/admins, /order/talent/:id, /order/admin/:id, and each one's
// `/export?format=csv|xlsx` file of the whole filtered, sorted list.
import type { FastifyReply } from "fastify";
import type { App } from "../types";
import {
  ORDER_REPORT_FILTERS,
  ORDER_SUMMARY_FILTERS,
  type OrderReportExportQuery,
  type OrderReportQuery,
  type OrderSummaryExportQuery,
  type OrderSummaryQuery,
} from "../../contract/order-reports";
import { listFromWire } from "../../contract/list-query";
import { columnFilterValues } from "../../contract/column-filters";
import { orderReportsApi } from "../../contract/api/order-reports";
import { listOrderSummaries, orderReport } from "../usecases/order-reports";
import { sendTable } from "../export/table-export";
import { orderReportColumns, orderSummaryColumns } from "../export/report-columns";
import { implement } from "./implement";

/** Every row in one "page": exports hold the whole filtered set. */
const ALL = { page: 0, limit: Number.MAX_SAFE_INTEGER };

// The wire's names (search_query, start_date, sort_by, …) are mapped here, once: use cases and
// repositories read the contract's names (list-query.ts, RULES.md S7).
const reportInput = (q: OrderReportQuery) => ({
  ...listFromWire(q),
  filters: columnFilterValues(q, ORDER_REPORT_FILTERS),
});
const summaryInput = (q: OrderSummaryQuery) => ({
  ...listFromWire(q),
  filters: columnFilterValues(q, ORDER_SUMMARY_FILTERS),
});

export default async function orderReportRoutes(app: App) {
  const report = async (by: "talent" | "admin", id: number, q: OrderReportQuery) =>
    (await orderReport(app.db, by, id, reportInput(q))).report;

  const summariesFile = async (
    by: "talent" | "admin",
    { format, ...q }: OrderSummaryExportQuery,
    reply: FastifyReply,
  ) => {
    const list = await listOrderSummaries(app.db, by, summaryInput({ ...q, ...ALL }));
    return sendTable(reply, format, {
      fileName: `ringkasan-order-${by}`,
      sheet: by === "talent" ? "Ringkasan Talent" : "Ringkasan Admin",
      columns: orderSummaryColumns(by),
      rows: list.result,
    });
  };

  const reportFile = async (
    by: "talent" | "admin",
    id: number,
    { format, ...q }: OrderReportExportQuery,
    reply: FastifyReply,
  ) => {
    const { name, report: r } = await orderReport(app.db, by, id, reportInput({ ...q, ...ALL }));
    return sendTable(reply, format, {
      fileName: `laporan-order-${by}-${name}`,
      sheet: `Laporan ${name}`,
      columns: orderReportColumns,
      rows: r.result,
    });
  };

  implement(app, orderReportsApi, {
    talents: async (req) => listOrderSummaries(app.db, "talent", summaryInput(req.query)),
    talentsExport: async (req, reply) => summariesFile("talent", req.query, reply),
    talentReport: async (req) => report("talent", req.params.id, req.query),
    talentReportExport: async (req, reply) => reportFile("talent", req.params.id, req.query, reply),
    admins: async (req) => listOrderSummaries(app.db, "admin", summaryInput(req.query)),
    adminsExport: async (req, reply) => summariesFile("admin", req.query, reply),
    adminReport: async (req) => report("admin", req.params.id, req.query),
    adminReportExport: async (req, reply) => reportFile("admin", req.params.id, req.query, reply),
  });
}
