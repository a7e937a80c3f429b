import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/** GET /report/summary/global ?start_date&end_date → {data}: all figures for the range. */
export const getGlobalSummary = (query: { start_date?: string; end_date?: string }) =>
  call(reportsApi.global, { query });
