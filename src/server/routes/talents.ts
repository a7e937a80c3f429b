import type { App } from "../types";
import { TALENT_FILTERS, TALENT_MESSAGES as MSG } from "../../contract/talents";
import { columnFilterValues } from "../../contract/column-filters";
import { talentsApi } from "../../contract/api/talents";
import * as talents from "../../db/repositories/talents";
import * as talentCases from "../usecases/talents";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";
import { implement } from "./implement";

/** /talent: talents. Owners and admins alike. */
export default async function talentsRoutes(app: App) {
  implement(app, talentsApi, {
    list: async (req) =>
      talents.listTalents(app.db, {
        ...req.query,
        sort: { by: req.query.sort_by, dir: req.query.sort_order },
        filters: columnFilterValues(req.query, TALENT_FILTERS),
      }),

    // The spec reads the detail as `data.name`, so this one answers `{ data }`, not `{ result }`.
    byId: async (req) => {
      const talent = await talents.findTalent(app.db, req.params.id);
      if (!talent) throw notFound(MSG.notFound);
      return { data: talent };
    },

    create: async (req) => {
      const data = await talentCases.createTalent(app.db, req.user.id, req.body);
      return { message: MSG.created, data };
    },

    update: async (req) => {
      const data = await talentCases.updateTalent(app.db, req.user.id, req.params.id, req.body);
      return { message: MSG.updated, data };
    },

    remove: async (req) => {
      await talentCases.deleteTalent(app.db, req.user.id, req.params.id);
      return { message: MSG.deleted };
    },

    brief: async () => ({ result: await talents.listTalentsBrief(app.db) }),

    total: async () => ({ total: await talents.countTalents(app.db) }),

    exportCsv: async (req, reply) => {
      const rows = await talents.listAllTalents(app.db, req.query.search);
      const csv = toCsv(
        ["No", "Nama", "Gender", "Kategori", "Status SP"],
        rows.map((t, i) => [i + 1, t.name, t.gender, t.talent_categories?.name, t.sp_status]),
      );
      return sendCsv(reply, "talent.csv", csv);
    },
  });
}
