import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { TalentsPage } from "../../../contract/talents";

/** GET /talent/getAllTalents: one page; search matches the talent or its category name. */
export const getAllTalents = (q: { search: string; page: number; limit: number } & SortQuery) =>
  http.get<TalentsPage>("/talent/getAllTalents", { query: q });
