import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";
import type { WeeklyTalentsQuery } from "../../../contract/weekly";
import type { ListQuery } from "./list-query";

/** GET /weekly/talents: every talent's weeks, 0-based pages, sums over the whole filter. */
export const getWeeklyTalents = (query: ListQuery & { status?: WeeklyTalentsQuery["status"] }) =>
  call(weeklyApi.talents, {
    query: { ...query, sort_by: query.sort_by as WeeklyTalentsQuery["sort_by"] },
  });
