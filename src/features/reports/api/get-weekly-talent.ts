import { apiPath, http } from "../../../client/lib/http";
import type { WeeklyTalentResponse } from "../../../contract/reports";

/** GET /weekly/talent/:talentId ?page (1-based!) &limit → {data, totalPages, totalRows, totals}. */
export const getWeeklyTalent = (talentId: number, q: { page: number; limit: number }) =>
  http.get<WeeklyTalentResponse>(apiPath("/weekly/talent/:talentId", { talentId }), { query: q });
