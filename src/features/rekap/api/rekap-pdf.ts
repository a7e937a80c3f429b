import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";
import { rekapApi } from "../../../contract/api/rekap";

/** GET /rekap/detail/talent/:id/download?month: talent-report-{id}-{yyyy-MM}.pdf. */
export const downloadTalentRekapPdf = (id: number, month: string) =>
  call(pdfApi.talentMonthly, { params: { id }, query: { month } });

/** GET /rekap/detail/admin/:id/download?month: admin-report-{id}-{yyyy-MM}.pdf. */
export const downloadAdminRekapPdf = (id: number, month: string) =>
  call(pdfApi.adminMonthly, { params: { id }, query: { month } });

/** The whole month (no page/limit: every order), for 'Pratinjau'. */
export const getTalentRekapMonth = async (id: number, month: string) =>
  (await call(rekapApi.talent, { params: { id }, query: { month } })).data;

export const getAdminRekapMonth = async (id: number, month: string) =>
  (await call(rekapApi.admin, { params: { id }, query: { month } })).data;
