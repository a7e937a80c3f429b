import { http } from "../../../client/lib/http";

/** GET /talentCategories/export: CSV of every category matching the list's search. */
export const exportCategories = (search: string) =>
  http.download("/talentCategories/export", { query: { search } });
