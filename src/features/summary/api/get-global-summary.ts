import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/** GET /report/summary/global ?start_date&end_date → {data}: all figures for the range. */
export const getGlobalSummary = (query: { start_date?: string; end_date?: string }) =>
  call(summaryApi.global, { query });
