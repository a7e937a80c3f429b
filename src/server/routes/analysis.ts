// GET /analysis/pivot.
import type { App } from "../types";
import { analysisApi } from "../../contract/api/analysis";
import * as analysisCases from "../usecases/analysis";
import { implement } from "./implement";

export default async function analysisRoutes(app: App) {
  implement(app, analysisApi, {
    pivot: async (req) => analysisCases.pivot(app.db, req.query),
  });
}
