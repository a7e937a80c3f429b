import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { WeeklyTalentsPage } from "../../../contract/reports";

/** GET /weekly/talents: every talent's weeks, 0-based pages, sums over the whole filter. */
export const getWeeklyTalents = (
  q: {
    search: string;
    page: number;
    limit: number;
    start_date?: string;
    end_date?: string;
  } & SortQuery,
) => http.get<WeeklyTalentsPage>("/weekly/talents", { query: q });
