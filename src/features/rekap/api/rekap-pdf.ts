import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";

/** GET /rekap/detail/talent/:id/download?month: talent-report-{id}-{yyyy-MM}.pdf. */
export const downloadTalentRekapPdf = (id: number, month: string) =>
  call(pdfApi.talentMonthly, { params: { id }, query: { month } });

/** GET /rekap/detail/admin/:id/download?month: admin-report-{id}-{yyyy-MM}.pdf. */
export const downloadAdminRekapPdf = (id: number, month: string) =>
  call(pdfApi.adminMonthly, { params: { id }, query: { month } });
