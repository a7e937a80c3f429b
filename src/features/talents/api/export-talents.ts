import { http } from "../../../client/lib/http";

/** GET /talent/export: CSV of every talent matching the list's search. */
export const exportTalents = (search: string) =>
  http.download("/talent/export", { query: { search } });
