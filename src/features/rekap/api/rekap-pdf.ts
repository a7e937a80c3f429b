import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";
import { rekapApi } from "../../../contract/api/rekap";

/** The screen's header filters (query names → values), sent along so the PDF matches the grid. */
type Filters = Record<string, string>;

/** GET /rekap/detail/talent/:id/download?month: talent-report-{id}-{yyyy-MM}.pdf. */
export const downloadTalentRekapPdf = (id: number, month: string, filters: Filters) =>
  call(pdfApi.talentMonthly, { params: { id }, query: { ...filters, month } });

/** GET /rekap/detail/admin/:id/download?month: admin-report-{id}-{yyyy-MM}.pdf. */
export const downloadAdminRekapPdf = (id: number, month: string, filters: Filters) =>
  call(pdfApi.adminMonthly, { params: { id }, query: { ...filters, month } });

/** The whole month (no page/limit: every order, the filtered ones given filters), for 'Pratinjau'. */
export const getTalentRekapMonth = async (id: number, month: string, filters: Filters) =>
  (await call(rekapApi.talent, { params: { id }, query: { ...filters, month } })).data;

export const getAdminRekapMonth = async (id: number, month: string, filters: Filters) =>
  (await call(rekapApi.admin, { params: { id }, query: { ...filters, month } })).data;
