import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";
import type { CategoriesPage } from "../../../contract/talents";

/** GET /talentCategories/getAllCategories with page/limit: one page for the grid. */
export async function getCategoriesPage(query: {
  search: string;
  page: number;
  limit: number;
}): Promise<CategoriesPage> {
  const res = await call(talentCategoriesApi.list, { query });
  // with page/limit sent the server always answers the paged shape of the union
  if (!("totalRows" in res)) throw new Error("getAllCategories: jawaban tanpa halaman");
  return res;
}

/** The same call without paging: every category (`result`), for pickers. */
export const getAllCategories = () => call(talentCategoriesApi.list);
