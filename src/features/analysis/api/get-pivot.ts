import { call } from "../../../client/lib/call";
import { analysisApi } from "../../../contract/api/analysis";

/** GET /analysis/pivot ?rows&cols&values&start_date&end_date&label → columns, rows, totals. */
export const getPivot = (query: Record<string, string | undefined>) =>
  call(analysisApi.pivot, { query: query as never });
