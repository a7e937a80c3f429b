import { apiPath, http } from "../../../client/lib/http";
import type { AdminSummary, TalentSummary } from "../../../contract/reports";

/** GET /report/summary/talent/:id: the talent's name (report title) and all-time figures. */
export const getTalentSummary = (id: number) =>
  http.get<{ data: TalentSummary }>(apiPath("/report/summary/talent/:id", { id }));

/** GET /report/summary/admin/:id: the handler's username and all-time figures. */
export const getAdminSummary = (id: number) =>
  http.get<{ data: AdminSummary }>(apiPath("/report/summary/admin/:id", { id }));
