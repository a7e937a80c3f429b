import { http } from "../../../client/lib/http";
import type { ReconcileSummary } from "../../../contract/reports";

/** GET /report/summary/reconcile ?start_date&end_date → {data}: the reconciliation panel. */
export const getReconcile = (q: { start_date?: string; end_date?: string }) =>
  http.get<{ data: ReconcileSummary }>("/report/summary/reconcile", { query: q });
