// GET /rekap/detail/talent/:id and /rekap/detail/admin/:id ?month=YYYY-MM.
import type { App } from "../types";
import { rekapApi } from "../../contract/api/rekap";
import { adminRekap, talentRekap } from "../usecases/reports";
import { implement } from "./implement";

export default async function rekapRoutes(app: App) {
  implement(app, rekapApi, {
    talent: async (req) => ({ data: await talentRekap(app.db, req.params.id, req.query.month) }),
    admin: async (req) => ({ data: await adminRekap(app.db, req.params.id, req.query.month) }),
  });
}
