import { call } from "../../../client/lib/call";
import type { SortQuery } from "../../../client/lib/list-atoms";
import { talentsApi } from "../../../contract/api/talents";
import type { GetAllTalentsQuery } from "../../../contract/talents";

/** GET /talent/getAllTalents: one page; search matches the talent or its category name. */
export const getAllTalents = (query: { search: string; page: number; limit: number } & SortQuery) =>
  call(talentsApi.list, {
    // the grid only sorts columns the contract lists (TALENT_SORTS)
    query: { ...query, sort_by: query.sort_by as GetAllTalentsQuery["sort_by"] },
  });
