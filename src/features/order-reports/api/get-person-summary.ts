import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/** GET /report/summary/talent/:id: the talent's name (report title) and all-time figures. */
export const getTalentSummary = (id: number) =>
  call(reportsApi.talent, { params: { id }, query: {} });

/** GET /report/summary/admin/:id: the handler's username and all-time figures. */
export const getAdminSummary = (id: number) =>
  call(reportsApi.admin, { params: { id }, query: {} });
