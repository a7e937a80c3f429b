import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/**
 * GET /report/summary/global ?start_date&end_date → {data}: all figures for the range; the
 * admin_name / talent_name filters narrow the two lists only.
 */
export const getGlobalSummary = (query: {
  start_date?: string;
  end_date?: string;
  admin_name?: string;
  talent_name?: string;
}) => call(summaryApi.global, { query });
