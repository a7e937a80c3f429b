import { http } from "../../../client/lib/http";
import type { GlobalSummary } from "../../../contract/reports";

/** GET /report/summary/global ?start_date&end_date → {data}: all figures for the range. */
export const getGlobalSummary = (q: { start_date?: string; end_date?: string }) =>
  http.get<{ data: GlobalSummary }>("/report/summary/global", { query: q });
