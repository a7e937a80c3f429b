import { call } from "../../../client/lib/call";
import type { SortWire } from "../../../contract/list-query";
import { talentCategoriesApi } from "../../../contract/api/talents";
import type { CategoriesPage, GetAllCategoriesQuery } from "../../../contract/talents";

/** GET /talentCategories/getAllCategories with page/limit: one page for the grid. */
export async function getCategoriesPage(
  query: { search: string; page: number; limit: number } & SortWire,
): Promise<CategoriesPage> {
  const res = await call(talentCategoriesApi.list, {
    query: { ...query, sort_by: query.sort_by as GetAllCategoriesQuery["sort_by"] },
  });
  // with page/limit sent the server always answers the paged shape of the union
  if (!("totalRows" in res)) throw new Error("getAllCategories: jawaban tanpa halaman");
  return res;
}

/** The same call without paging: every category (`result`), for pickers. */
export const getAllCategories = () => call(talentCategoriesApi.list);
