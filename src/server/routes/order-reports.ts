// Order summaries and order reports under /order (the order write path lives in orders.ts):
// GET /order/talents, /order/admins, /order/talent/:id, /order/admin/:id, and each one's
// `/export?format=csv|xlsx` file of the whole filtered, sorted list (the one export path; the
// summaries' files keep their plain names, a report's names its person).
import type { App } from "../types";
import type { OrderReportQuery } from "../../contract/order-reports";
import { orderReportsApi } from "../../contract/api/order-reports";
import { LISTS } from "../../contract/lists";
import { listOrderSummaries, orderReport } from "../usecases/order-reports";
import { reportInput, summaryInput } from "../export/list-readers";
import { exportRoute } from "../export/list-export";
import { implement } from "./implement";

export default async function orderReportRoutes(app: App) {
  const report = async (by: "talent" | "admin", id: number, q: OrderReportQuery) =>
    (await orderReport(app.db, by, id, reportInput(q), { capSearch: true })).report;
  const summaries = (list: "order-summaries-talent" | "order-summaries-admin") =>
    exportRoute(app, list, LISTS[list]);

  implement(app, orderReportsApi, {
    talents: async (req) => listOrderSummaries(app.db, "talent", summaryInput(req.query)),
    talentsExport: summaries("order-summaries-talent"),
    talentReport: async (req) => report("talent", req.params.id, req.query),
    talentReportExport: exportRoute(app, "order-report-talent"),
    admins: async (req) => listOrderSummaries(app.db, "admin", summaryInput(req.query)),
    adminsExport: summaries("order-summaries-admin"),
    adminReport: async (req) => report("admin", req.params.id, req.query),
    adminReportExport: exportRoute(app, "order-report-admin"),
  });
}
