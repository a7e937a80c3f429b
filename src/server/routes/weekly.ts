// GET /weekly and GET /weekly/talent/:talentId (the one 1-based paged call of the API); the
// weekly payout list, GET /weekly/talents, is in payouts.ts.
import type { App } from "../types";
import { weeklyApi } from "../../contract/api/weekly";
import * as weeklyCases from "../usecases/weekly";
import { implement } from "./implement";

export default async function weeklyRoutes(app: App) {
  implement(app, weeklyApi, {
    all: async (req) => weeklyCases.weeks(app.db, req.query),
    talent: async (req) => weeklyCases.talentWeeks(app.db, req.params.talentId, req.query),
  });
}
