import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** GET /talent/export: CSV of every talent matching the list's search. */
export const exportTalents = (search: string) => call(talentsApi.exportCsv, { query: { search } });
