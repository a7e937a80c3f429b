// GET /weekly and GET /weekly/talent/:talentId (the one 1-based paged call of the API).
import type { App } from "../types";
import { talentIdParams, weeklyQuery, weeklyTalentQuery } from "../../contract/reports";
import { weeklyRows, weeklyTalentRows } from "../../db/repositories/reports-weekly";
import { talentName } from "../usecases/reports";

export default async function weeklyRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get("/", { schema: { querystring: weeklyQuery } }, async (req) => ({
    data: await weeklyRows(app.db, { start: req.query.start_date, end: req.query.end_date }),
  }));

  app.get(
    "/talent/:talentId",
    { schema: { params: talentIdParams, querystring: weeklyTalentQuery } },
    async (req) => {
      await talentName(app.db, req.params.talentId); // 404 for an unknown talent
      const { rows, totalRows } = await weeklyTalentRows(app.db, req.params.talentId, req.query);
      return { data: rows, totalPages: Math.ceil(totalRows / req.query.limit), totalRows };
    },
  );
}
