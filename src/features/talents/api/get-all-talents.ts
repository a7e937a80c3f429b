import { call } from "../../../client/lib/call";
import type { SortWire } from "../../../contract/list-query";
import { talentsApi } from "../../../contract/api/talents";
import type { GetAllTalentsQuery } from "../../../contract/talents";

/** GET /talent/getAllTalents: one page; search matches the talent or its category name. */
export const getAllTalents = (query: { search: string; page: number; limit: number } & SortWire) =>
  call(talentsApi.list, {
    // the grid only sorts columns the contract lists (TALENT_SORTS)
    query: { ...query, sort_by: query.sort_by as GetAllTalentsQuery["sort_by"] },
  });
