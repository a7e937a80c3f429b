// GET /weekly and GET /weekly/talent/:talentId (the one 1-based paged call of the API).
import type { App } from "../types";
import { weeklyApi } from "../../contract/api/reports";
import { weeklyRows, weeklyTalentRows } from "../../db/repositories/reports-weekly";
import { talentName } from "../usecases/reports";
import { implement } from "./implement";

export default async function weeklyRoutes(app: App) {
  implement(app, weeklyApi, {
    all: async (req) => ({
      data: await weeklyRows(app.db, { start: req.query.start_date, end: req.query.end_date }),
    }),

    talent: async (req) => {
      await talentName(app.db, req.params.talentId); // 404 for an unknown talent
      const { rows, totalRows } = await weeklyTalentRows(app.db, req.params.talentId, req.query);
      return { data: rows, totalPages: Math.ceil(totalRows / req.query.limit), totalRows };
    },
  });
}
