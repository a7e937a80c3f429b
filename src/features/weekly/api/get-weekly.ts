import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";

/** GET /weekly ?start_date&end_date (and the figures' from–to) → {data: weeks newest first, totals}. */
export const getWeekly = (
  query: { start_date?: string; end_date?: string } & Record<string, string | undefined>,
) => call(weeklyApi.all, { query });
