import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";

/** GET /weekly ?start_date&end_date → {data: weeks newest first, totals}. */
export const getWeekly = (query: { start_date?: string; end_date?: string }) =>
  call(weeklyApi.all, { query });
