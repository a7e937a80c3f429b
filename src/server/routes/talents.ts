import type { App } from "../types";
import { idParams } from "../../contract/common";
import {
  TALENT_MESSAGES as MSG,
  createTalentBody,
  exportSearchQuery,
  getAllTalentsQuery,
  updateTalentBody,
} from "../../contract/talents";
import * as talents from "../../db/repositories/talents";
import * as talentCases from "../usecases/talents";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";

/** /talent: talents. Owners and admins alike. */
export default async function talentsRoutes(app: App) {
  // One hook for the whole file, so no route can forget it.
  app.addHook("onRequest", app.authenticate);

  app.get("/getAllTalents", { schema: { querystring: getAllTalentsQuery } }, async (req) =>
    talents.listTalents(app.db, {
      ...req.query,
      sort: { by: req.query.sort_by, order: req.query.sort_order },
    }),
  );

  // The spec reads the detail as `data.name`, so this one answers `{ data }`, not `{ result }`.
  app.get("/getTalentById/:id", { schema: { params: idParams } }, async (req) => {
    const talent = await talents.findTalent(app.db, req.params.id);
    if (!talent) throw notFound(MSG.notFound);
    return { data: talent };
  });

  app.post("/createTalent", { schema: { body: createTalentBody } }, async (req, reply) => {
    const data = await talentCases.createTalent(app.db, req.user.id, req.body);
    return reply.status(201).send({ message: MSG.created, data });
  });

  app.put("/:id", { schema: { params: idParams, body: updateTalentBody } }, async (req) => {
    const data = await talentCases.updateTalent(app.db, req.user.id, req.params.id, req.body);
    return { message: MSG.updated, data };
  });

  app.delete("/:id", { schema: { params: idParams } }, async (req) => {
    await talentCases.deleteTalent(app.db, req.user.id, req.params.id);
    return { message: MSG.deleted };
  });

  app.get("/talents", async () => ({ result: await talents.listTalentsBrief(app.db) }));

  app.get("/total", async () => ({ total: await talents.countTalents(app.db) }));

  app.get("/export", { schema: { querystring: exportSearchQuery } }, async (req, reply) => {
    const rows = await talents.listAllTalents(app.db, req.query.search);
    const csv = toCsv(
      ["No", "Nama", "Gender", "Kategori", "Status SP"],
      rows.map((t, i) => [i + 1, t.name, t.gender, t.talent_categories?.name, t.sp_status]),
    );
    return sendCsv(reply, "talent.csv", csv);
  });
}
