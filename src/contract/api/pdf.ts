// The PDF downloads (RULES.md S7, S9): binary answers with a Content-Disposition file name.
import { idParams } from "../common";
import { endpoint, file } from "../endpoint";
import { z } from "../common";
import { talentSlipQuery, talentWeekSlip } from "../weekly";
import { adminRekapPdfQuery, talentRekapPdfQuery } from "../rekap";

const pdf = file("application/pdf");

export const pdfApi = {
  talentMonthly: endpoint("GET /rekap/detail/talent/:id/download", {
    params: idParams,
    query: talentRekapPdfQuery,
    ok: pdf,
    summary:
      "Laporan bulanan talent (PDF, talent-report-{id}-{yyyy-MM}.pdf); dengan filter kolom hanya order yang cocok, filternya tertulis di bawah judul",
  }),
  adminMonthly: endpoint("GET /rekap/detail/admin/:id/download", {
    params: idParams,
    query: adminRekapPdfQuery,
    ok: pdf,
    summary:
      "Laporan bulanan admin (PDF, admin-report-{id}-{yyyy-MM}.pdf); dengan filter kolom hanya order yang cocok, filternya tertulis di bawah judul",
  }),
  talentWeekly: endpoint("GET /report/pdf/talent/:id", {
    params: idParams,
    query: talentSlipQuery,
    ok: pdf,
    summary: "Slip mingguan talent untuk satu periode (PDF, Report_{name}_{start}_{end}.pdf)",
  }),
  talentWeeklyData: endpoint("GET /report/slip/talent/:id", {
    params: idParams,
    query: talentSlipQuery,
    ok: z.object({ data: talentWeekSlip }),
    summary: "Isi slip mingguan talent (JSON) untuk pratinjau di browser",
  }),
  weekAll: endpoint("GET /report/pdf/week", {
    query: talentSlipQuery,
    ok: pdf,
    summary:
      "Slip mingguan semua talent yang punya order pada periode (PDF, Report_Semua_{start}_{end}.pdf)",
  }),
};
