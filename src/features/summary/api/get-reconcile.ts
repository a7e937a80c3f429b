import { call } from "../../../client/lib/call";
import { summaryApi } from "../../../contract/api/summary";

/** GET /report/summary/reconcile ?start_date&end_date → {data}: the reconciliation panel. */
export const getReconcile = (query: { start_date?: string; end_date?: string }) =>
  call(summaryApi.reconcile, { query });
