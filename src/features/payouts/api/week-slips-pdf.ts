import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";

/** GET /report/pdf/week?start&end: every talent's slip of the period ('Export semua'). */
export const downloadWeekSlipsPdf = (period: { start: string; end: string }) =>
  call(pdfApi.weekAll, { query: period });

/** GET /report/pdf/talent/:id?start&end: one talent's slip of a period, shared as a file. */
export const downloadTalentWeekSlipPdf = (id: number, period: { start: string; end: string }) =>
  call(pdfApi.talentWeekly, { params: { id }, query: period });
