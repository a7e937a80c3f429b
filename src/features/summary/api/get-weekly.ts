import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";

/** GET /weekly over the summary's range (open ends allowed): its weeks, newest first. */
export const getWeeklyTrend = (query: { start_date?: string; end_date?: string }) =>
  call(weeklyApi.all, { query });
