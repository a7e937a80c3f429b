// Order summaries and order reports under /order (the order write path lives in orders.ts):
// GET /order/talents, /order/admins, /order/talent/:id, /order/admin/:id.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import { orderReportQuery, orderSummaryQuery } from "../../contract/reports";
import { listOrderSummaries } from "../../db/repositories/order-summaries";
import { orderReportPage } from "../../db/repositories/order-reports";
import { adminName, talentName } from "../usecases/reports";

export default async function orderReportRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get("/talents", { schema: { querystring: orderSummaryQuery } }, async (req) =>
    listOrderSummaries(app.db, "talent", req.query),
  );

  app.get("/admins", { schema: { querystring: orderSummaryQuery } }, async (req) =>
    listOrderSummaries(app.db, "admin", req.query),
  );

  app.get(
    "/talent/:id",
    { schema: { params: idParams, querystring: orderReportQuery } },
    async (req) => {
      await talentName(app.db, req.params.id);
      return orderReportPage(app.db, "talent", req.params.id, req.query);
    },
  );

  app.get(
    "/admin/:id",
    { schema: { params: idParams, querystring: orderReportQuery } },
    async (req) => {
      await adminName(app.db, req.params.id);
      return orderReportPage(app.db, "admin", req.params.id, req.query);
    },
  );
}
