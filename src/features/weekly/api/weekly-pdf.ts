import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";

type Period = { start: string; end: string };

/** GET /report/pdf/talent/:id?start&end: Report_{name}_{start}_{end}.pdf (the real API base). */
export const downloadTalentSlipPdf = (id: number, period: Period) =>
  call(pdfApi.talentWeekly, { params: { id }, query: period });

/** GET /report/slip/talent/:id?start&end: the same slip as JSON, for 'Pratinjau'. */
export const getTalentSlip = async (id: number, period: Period) =>
  (await call(pdfApi.talentWeeklyData, { params: { id }, query: period })).data;
