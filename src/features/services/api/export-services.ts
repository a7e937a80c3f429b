import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";

/** GET /services/export: CSV of every service matching the list's search. */
export const exportServices = (search_query: string) =>
  call(servicesApi.exportCsv, { query: { search_query } });
