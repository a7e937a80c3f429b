// GET /report/summary/global, /report/summary/talent/:id, /report/summary/admin/:id.
import type { App } from "../types";
import { summaryApi } from "../../contract/api/summary";
import * as cases from "../usecases/summary";
import { implement } from "./implement";

export default async function summaryRoutes(app: App) {
  implement(app, summaryApi, {
    global: async (req) => ({ data: await cases.globalSummary(app.db, req.query) }),
    talent: async (req) => ({ data: await cases.talentSummary(app.db, req.params.id, req.query) }),
    admin: async (req) => ({ data: await cases.adminSummary(app.db, req.params.id, req.query) }),
    // Beyond the spec: the reconciliation panel of the summary screen, in one request.
    reconcile: async (req) => ({ data: await cases.reconcile(app.db, req.query) }),
  });
}
