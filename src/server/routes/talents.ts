import type { App } from "../types";
import { TALENT_FILTERS, TALENT_MESSAGES as MSG } from "../../contract/talents";
import { talentsApi } from "../../contract/api/talents";
import * as talentCases from "../usecases/talents";
import { exportRoute } from "../export/list-export";
import { implement } from "./implement";
import { catalogEdits, catalogListQuery } from "./catalog";

/** /talent: talents. Owners and admins alike. */
export default async function talentsRoutes(app: App) {
  implement(app, talentsApi, {
    list: async (req) =>
      talentCases.listTalents(
        app.db,
        catalogListQuery(req.query, req.query.search, TALENT_FILTERS),
      ),

    // The spec reads the detail as `data.name`, so this one answers `{ data }`, not `{ result }`.
    byId: async (req) => ({ data: await talentCases.getTalent(app.db, req.params.id) }),

    create: async (req) => {
      const data = await talentCases.createTalent(app.db, req.user.id, req.body);
      return { message: MSG.created, data };
    },

    ...catalogEdits(
      app.db,
      { update: talentCases.updateTalent, remove: talentCases.deleteTalent },
      MSG,
      (message, data) => ({ message, data }),
    ),

    brief: async () => ({ result: await talentCases.listTalentsBrief(app.db) }),

    total: async () => ({ total: await talentCases.countTalents(app.db) }),

    exportCsv: exportRoute(app, "talents", { file: "talent", sheet: "Talent" }),
  });
}
