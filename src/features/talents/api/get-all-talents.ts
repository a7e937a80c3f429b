import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** GET /talent/getAllTalents: one page; search matches the talent or its category name. */
export const getAllTalents = (query: { search: string; page: number; limit: number }) =>
  call(talentsApi.list, { query });
