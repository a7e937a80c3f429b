// The PDF downloads (RULES.md S7, S9): binary answers with a Content-Disposition file name.
import { idParams } from "../common";
import { endpoint, file } from "../endpoint";
import { z } from "../common";
import { talentSlipQuery, talentWeekSlip } from "../weekly";
import { adminRekapPdfQuery, talentRekapPdfQuery } from "../rekap";

const pdf = { 200: file("application/pdf") };

export const pdfApi = {
  talentMonthly: endpoint({
    method: "GET",
    path: "/rekap/detail/talent/:id/download",
    params: idParams,
    query: talentRekapPdfQuery,
    responses: pdf,
    access: "user",
    summary:
      "Laporan bulanan talent (PDF, talent-report-{id}-{yyyy-MM}.pdf); dengan filter kolom hanya order yang cocok, filternya tertulis di bawah judul",
  }),
  adminMonthly: endpoint({
    method: "GET",
    path: "/rekap/detail/admin/:id/download",
    params: idParams,
    query: adminRekapPdfQuery,
    responses: pdf,
    access: "user",
    summary:
      "Laporan bulanan admin (PDF, admin-report-{id}-{yyyy-MM}.pdf); dengan filter kolom hanya order yang cocok, filternya tertulis di bawah judul",
  }),
  talentWeekly: endpoint({
    method: "GET",
    path: "/report/pdf/talent/:id",
    params: idParams,
    query: talentSlipQuery,
    responses: pdf,
    access: "user",
    summary: "Slip mingguan talent untuk satu periode (PDF, Report_{name}_{start}_{end}.pdf)",
  }),
  talentWeeklyData: endpoint({
    method: "GET",
    path: "/report/slip/talent/:id",
    params: idParams,
    query: talentSlipQuery,
    responses: { 200: z.object({ data: talentWeekSlip }) },
    access: "user",
    summary: "Isi slip mingguan talent (JSON) untuk pratinjau di browser",
  }),
  weekAll: endpoint({
    method: "GET",
    path: "/report/pdf/week",
    query: talentSlipQuery,
    responses: pdf,
    access: "user",
    summary:
      "Slip mingguan semua talent yang punya order pada periode (PDF, Report_Semua_{start}_{end}.pdf)",
  }),
};
