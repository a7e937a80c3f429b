import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";

/** DELETE /talentCategories/:id; 409 with a message while it still has talents. */
export const deleteCategory = (id: number) => call(talentCategoriesApi.remove, { params: { id } });
