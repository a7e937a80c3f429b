import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/** GET /report/summary/talent/:id ?start_date&end_date → {data}. */
export const getTalentSummary = (id: number, query: { start_date?: string; end_date?: string }) =>
  call(reportsApi.talent, { params: { id }, query });
