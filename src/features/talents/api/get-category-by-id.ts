import { apiPath, http } from "../../../client/lib/http";
import type { CategoryResponse } from "../../../contract/talents";

export const getCategoryById = (id: number) =>
  http.get<CategoryResponse>(apiPath("/talentCategories/getCategoriesById/:id", { id }));
