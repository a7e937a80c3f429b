import { call } from "../../../client/lib/call";
import { talentCategoriesApi } from "../../../contract/api/talents";

/** GET /talentCategories/export: CSV of every category matching the list's search. */
export const exportCategories = (search: string) =>
  call(talentCategoriesApi.exportCsv, { query: { search } });
