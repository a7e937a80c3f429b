// The PDF downloads: the same usecases as the JSON screens feed the documents (figures are
// never recomputed for print), rendered off the event loop by the worker pool. The slip's
// JSON (for the in-browser preview) comes from the same usecase as its PDF.
import type { App } from "../types";
import { pdfApi } from "../../contract/api/pdf";
import type { PdfInput } from "../../pdf/types";
import { adminFilters, adminRekap, talentFilters, talentRekap } from "../usecases/rekap";
import { filterNote } from "../usecases/filter-note";
import { talentWeekSlip, weekSlips } from "../usecases/weekly-slips";
import { fileSlug, sendPdf } from "../pdf/send";
import { implement } from "./implement";
import { rekapPdfExtras } from "../usecases/payouts";

export default async function pdfRoutes(app: App) {
  const render = (input: PdfInput) =>
    app.pdf.render({ input, agencyName: app.config.agencyName, madeAt: new Date().toISOString() });

  implement(app, pdfApi, {
    talentMonthly: async (req, reply) => {
      // the document follows the screen's header filters and says so under its title
      const report = await talentRekap(app.db, req.params.id, req.query);
      const extras = {
        ...(await rekapPdfExtras(app.db, "talent", req.params.id, report.month)),
        filtered: filterNote(talentFilters(req.query)),
      };
      const pdf = await render({ kind: "talent-monthly", report, extras });
      return sendPdf(reply, `talent-report-${req.params.id}-${report.month}.pdf`, pdf);
    },
    adminMonthly: async (req, reply) => {
      const report = await adminRekap(app.db, req.params.id, req.query);
      const extras = {
        ...(await rekapPdfExtras(app.db, "admin", req.params.id, report.month)),
        filtered: filterNote(adminFilters(req.query)),
      };
      const pdf = await render({ kind: "admin-monthly", report, extras });
      return sendPdf(reply, `admin-report-${req.params.id}-${report.month}.pdf`, pdf);
    },
    talentWeekly: async (req, reply) => {
      const slip = await talentWeekSlip(app.db, req.params.id, req.query);
      const pdf = await render({ kind: "talent-weekly", slip });
      const { talent_name, start_date, end_date } = slip;
      const name = fileSlug(talent_name, `talent-${req.params.id}`);
      return sendPdf(reply, `Report_${name}_${start_date}_${end_date}.pdf`, pdf);
    },
    weekAll: async (req, reply) => {
      const slips = await weekSlips(app.db, req.query);
      const pdf = await render({ kind: "week-all", slips });
      return sendPdf(reply, `Report_Semua_${req.query.start}_${req.query.end}.pdf`, pdf);
    },
    talentWeeklyData: async (req) => ({
      data: await talentWeekSlip(app.db, req.params.id, req.query),
    }),
  });
}
