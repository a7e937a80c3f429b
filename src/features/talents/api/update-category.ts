import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";
import type { UpdateCategoryBody } from "../../../contract/talents";

/** PUT /talentCategories/:id: name, description and new names for (some of) its talents. */
export const updateCategory = (id: number, body: UpdateCategoryBody) =>
  call(talentCategoriesApi.update, { params: { id }, body });
