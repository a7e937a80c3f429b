import { apiPath, http } from "../../../client/lib/http";
import type { TalentSummary } from "../../../contract/reports";

/** GET /report/summary/talent/:id ?start_date&end_date → {data}. */
export const getTalentSummary = (id: number, q: { start_date?: string; end_date?: string }) =>
  http.get<{ data: TalentSummary }>(apiPath("/report/summary/talent/:id", { id }), { query: q });
