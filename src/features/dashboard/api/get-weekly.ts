import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";

/** GET /weekly over a range: the weeks with orders, newest first (the income chart). */
export const getWeekly = (query: { start_date: string; end_date: string }) =>
  call(weeklyApi.all, { query });
