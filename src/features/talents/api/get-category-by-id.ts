import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";

export const getCategoryById = (id: number) => call(talentCategoriesApi.byId, { params: { id } });
