import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { ServicesPage } from "../../../contract/services";

/** GET /services/getServices: one page; search matches the service or a sub-service name. */
export const getServices = (q: { search_query: string; page: number; limit: number } & SortQuery) =>
  http.get<ServicesPage>("/services/getServices", { query: q });
