import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/** GET /report/summary/reconcile ?start_date&end_date → {data}: the reconciliation panel. */
export const getReconcile = (query: { start_date?: string; end_date?: string }) =>
  call(reportsApi.reconcile, { query });
