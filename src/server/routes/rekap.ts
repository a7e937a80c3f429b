// GET /rekap/detail/talent/:id and /rekap/detail/admin/:id ?month=YYYY-MM (paging optional, see
// contract/reports.ts), and their `/export?format=csv|xlsx` files of the whole month.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import {
  adminRekapExportQuery,
  adminRekapQuery,
  talentRekapExportQuery,
  talentRekapQuery,
} from "../../contract/reports";
import { adminRekap, adminRekapExport, talentRekap, talentRekapExport } from "../usecases/reports";
import { sendTable } from "../export/table-export";
import { adminRekapColumns, talentRekapColumns } from "../export/report-columns";

export default async function rekapRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/detail/talent/:id",
    { schema: { params: idParams, querystring: talentRekapQuery } },
    async (req) => ({ data: await talentRekap(app.db, req.params.id, req.query) }),
  );

  app.get(
    "/detail/admin/:id",
    { schema: { params: idParams, querystring: adminRekapQuery } },
    async (req) => ({ data: await adminRekap(app.db, req.params.id, req.query) }),
  );

  app.get(
    "/detail/talent/:id/export",
    { schema: { params: idParams, querystring: talentRekapExportQuery } },
    async (req, reply) => {
      const { name, month, rows } = await talentRekapExport(app.db, req.params.id, req.query);
      return sendTable(reply, req.query.format, {
        fileName: `rekap-talent-${name}-${month}`,
        sheet: `Rekap ${month}`,
        columns: talentRekapColumns,
        rows,
      });
    },
  );

  app.get(
    "/detail/admin/:id/export",
    { schema: { params: idParams, querystring: adminRekapExportQuery } },
    async (req, reply) => {
      const { name, month, rows } = await adminRekapExport(app.db, req.params.id, req.query);
      return sendTable(reply, req.query.format, {
        fileName: `rekap-admin-${name}-${month}`,
        sheet: `Rekap ${month}`,
        columns: adminRekapColumns,
        rows,
      });
    },
  );
}
