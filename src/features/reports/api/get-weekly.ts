import { http } from "../../../client/lib/http";
import type { WeeklyResponse } from "../../../contract/reports";

/** GET /weekly ?start_date&end_date → {data: weeks newest first, totals}. */
export const getWeekly = (q: { start_date?: string; end_date?: string }) =>
  http.get<WeeklyResponse>("/weekly", { query: q });
