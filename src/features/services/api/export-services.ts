import { http } from "../../../client/lib/http";

/** GET /services/export: CSV of every service matching the list's search. */
export const exportServices = (search_query: string) =>
  http.download("/services/export", { query: { search_query } });
