import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { CategoriesAll, CategoriesPage } from "../../../contract/talents";

/** GET /talentCategories/getAllCategories with page/limit: one page for the grid. */
export const getCategoriesPage = (q: { search: string; page: number; limit: number } & SortQuery) =>
  http.get<CategoriesPage>("/talentCategories/getAllCategories", { query: q });

/** The same call without paging: every category, for pickers. */
export const getAllCategories = () => http.get<CategoriesAll>("/talentCategories/getAllCategories");
