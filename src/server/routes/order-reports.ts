// Order summaries and order reports under /order (the order write path lives in orders.ts):
// GET /order/talents, /order/admins, /order/talent/:id, /order/admin/:id.
import type { App } from "../types";
import { orderReportsApi } from "../../contract/api/order-reports";
import { listOrderSummaries } from "../../db/repositories/order-summaries";
import { orderReportPage } from "../../db/repositories/order-reports";
import { adminName, talentName } from "../usecases/reports";
import { implement } from "./implement";

export default async function orderReportRoutes(app: App) {
  implement(app, orderReportsApi, {
    talents: async (req) => listOrderSummaries(app.db, "talent", req.query),
    admins: async (req) => listOrderSummaries(app.db, "admin", req.query),
    talentReport: async (req) => {
      await talentName(app.db, req.params.id);
      return orderReportPage(app.db, "talent", req.params.id, req.query);
    },
    adminReport: async (req) => {
      await adminName(app.db, req.params.id);
      return orderReportPage(app.db, "admin", req.params.id, req.query);
    },
  });
}
