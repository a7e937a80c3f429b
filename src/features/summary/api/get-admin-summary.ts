import { apiPath, http } from "../../../client/lib/http";
import type { AdminSummary } from "../../../contract/reports";

/** GET /report/summary/admin/:id ?start_date&end_date → {data}. */
export const getAdminSummary = (id: number, q: { start_date?: string; end_date?: string }) =>
  http.get<{ data: AdminSummary }>(apiPath("/report/summary/admin/:id", { id }), { query: q });
