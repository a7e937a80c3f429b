import { call } from "../../../client/lib/call";
import { pdfApi } from "../../../contract/api/pdf";

/** GET /report/pdf/week?start&end: every talent's slip of the period ('Export semua'). */
export const downloadWeekSlipsPdf = (period: { start: string; end: string }) =>
  call(pdfApi.weekAll, { query: period });
