import { http } from "../../../client/lib/http";
import type { CategorySavedResponse, CreateCategoryBody } from "../../../contract/talents";

export const createCategory = (body: CreateCategoryBody) =>
  http.post<CategorySavedResponse>("/talentCategories/create", body);
