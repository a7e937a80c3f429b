import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/** GET /report/summary/admin/:id ?start_date&end_date → {data}. */
export const getAdminSummary = (id: number, query: { start_date?: string; end_date?: string }) =>
  call(summaryApi.admin, { params: { id }, query });
