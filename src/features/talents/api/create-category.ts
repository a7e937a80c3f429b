import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";
import type { CreateCategoryBody } from "../../../contract/talents";

export const createCategory = (body: CreateCategoryBody) =>
  call(talentCategoriesApi.create, { body });
