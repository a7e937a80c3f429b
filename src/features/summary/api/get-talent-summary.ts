import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/** GET /report/summary/talent/:id ?start_date&end_date → {data}. */
export const getTalentSummary = (id: number, query: { start_date?: string; end_date?: string }) =>
  call(summaryApi.talent, { params: { id }, query });
