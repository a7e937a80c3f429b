// /rekap/detail/talent/:id and /rekap/detail/admin/:id ?month=YYYY-MM (paging optional, see
// contract/rekap.ts), and their `/export?format=csv|xlsx` files of the whole month (of its
// header-filtered orders when the screen sends filters), through the one export path.
import type { App } from "../types";
import { rekapApi } from "../../contract/api/rekap";
import { adminRekap, talentRekap } from "../usecases/rekap";
import { exportRoute } from "../export/list-export";
import { implement } from "./implement";

export default async function rekapRoutes(app: App) {
  implement(app, rekapApi, {
    talent: async (req) => ({ data: await talentRekap(app.db, req.params.id, req.query) }),
    admin: async (req) => ({ data: await adminRekap(app.db, req.params.id, req.query) }),
    talentExport: exportRoute(app, "rekap-talent"),
    adminExport: exportRoute(app, "rekap-admin"),
  });
}
