// /rekap/detail/talent/:id and /rekap/detail/admin/:id ?month=YYYY-MM (paging optional, see
// contract/rekap.ts), and their `/export?format=csv|xlsx` files of the whole month (of its
// header-filtered orders when the screen sends filters).
import type { App } from "../types";
import { rekapApi } from "../../contract/api/rekap";
import { adminRekap, adminRekapExport, talentRekap, talentRekapExport } from "../usecases/rekap";
import { sendTable } from "../export/table-export";
import { adminRekapColumns, talentRekapColumns } from "../export/report-columns";
import { implement } from "./implement";

export default async function rekapRoutes(app: App) {
  implement(app, rekapApi, {
    talent: async (req) => ({ data: await talentRekap(app.db, req.params.id, req.query) }),

    admin: async (req) => ({ data: await adminRekap(app.db, req.params.id, req.query) }),

    talentExport: async (req, reply) => {
      const { name, month, rows, filters } = await talentRekapExport(
        app.db,
        req.params.id,
        req.query,
      );
      return sendTable(reply, req.query.format, {
        // a filtered file is named so, beside the whole month's
        fileName: `rekap-talent-${name}-${month}${filters ? "-filter" : ""}`,
        sheet: `Rekap ${month}${filters ? " (filter)" : ""}`,
        columns: talentRekapColumns,
        rows,
      });
    },

    adminExport: async (req, reply) => {
      const { name, month, rows, filters } = await adminRekapExport(
        app.db,
        req.params.id,
        req.query,
      );
      return sendTable(reply, req.query.format, {
        fileName: `rekap-admin-${name}-${month}${filters ? "-filter" : ""}`,
        sheet: `Rekap ${month}${filters ? " (filter)" : ""}`,
        columns: adminRekapColumns,
        rows,
      });
    },
  });
}
