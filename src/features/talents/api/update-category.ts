import { apiPath, http } from "../../../client/lib/http";
import type { CategorySavedResponse, UpdateCategoryBody } from "../../../contract/talents";

/** PUT /talentCategories/:id: name, description and new names for (some of) its talents. */
export const updateCategory = (id: number, body: UpdateCategoryBody) =>
  http.put<CategorySavedResponse>(apiPath("/talentCategories/:id", { id }), body);
