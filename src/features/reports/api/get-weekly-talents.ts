import { call } from "../../../client/lib/call";
import type { SortQuery } from "../../../client/lib/list-atoms";
import { weeklyApi } from "../../../contract/api/reports";
import type { WeeklyTalentsQuery } from "../../../contract/reports";

/** GET /weekly/talents: every talent's weeks, 0-based pages, sums over the whole filter. */
export const getWeeklyTalents = (
  query: {
    search: string;
    page: number;
    limit: number;
    start_date?: string;
    end_date?: string;
  } & SortQuery,
) =>
  call(weeklyApi.talents, {
    query: { ...query, sort_by: query.sort_by as WeeklyTalentsQuery["sort_by"] },
  });
