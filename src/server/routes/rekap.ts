// GET /rekap/detail/talent/:id and /rekap/detail/admin/:id ?month=YYYY-MM.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import { rekapQuery } from "../../contract/reports";
import { adminRekap, talentRekap } from "../usecases/reports";

export default async function rekapRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/detail/talent/:id",
    { schema: { params: idParams, querystring: rekapQuery } },
    async (req) => ({ data: await talentRekap(app.db, req.params.id, req.query.month) }),
  );

  app.get(
    "/detail/admin/:id",
    { schema: { params: idParams, querystring: rekapQuery } },
    async (req) => ({ data: await adminRekap(app.db, req.params.id, req.query.month) }),
  );
}
