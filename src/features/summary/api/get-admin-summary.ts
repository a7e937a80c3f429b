import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/** GET /report/summary/admin/:id ?start_date&end_date → {data}. */
export const getAdminSummary = (id: number, query: { start_date?: string; end_date?: string }) =>
  call(reportsApi.admin, { params: { id }, query });
