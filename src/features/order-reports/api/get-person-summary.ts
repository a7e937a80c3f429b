import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/** GET /report/summary/talent/:id: the talent's name (report title) and all-time figures. */
export const getTalentSummary = (id: number) =>
  call(summaryApi.talent, { params: { id }, query: {} });

/** GET /report/summary/admin/:id: the handler's username and all-time figures. */
export const getAdminSummary = (id: number) =>
  call(summaryApi.admin, { params: { id }, query: {} });
