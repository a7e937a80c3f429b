import { call } from "../../../client/lib/call";
import { weeklyApi } from "../../../contract/api/weekly";

/** GET /weekly/talent/:talentId ?page (1-based!) &limit → {data, totalPages, totalRows, totals}. */
export const getWeeklyTalent = (
  talentId: number,
  query: { page: number; limit: number } & Record<string, string | number>,
) => call(weeklyApi.talent, { params: { talentId }, query });
