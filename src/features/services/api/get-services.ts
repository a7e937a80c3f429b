import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";

/** GET /services/getServices: one page; search matches the service or a sub-service name. */
export const getServices = (query: { search_query: string; page: number; limit: number }) =>
  call(servicesApi.list, { query });
