import { call } from "../../../client/lib/call";
import type { SortWire } from "../../../contract/list-query";
import { servicesApi } from "../../../contract/api/services";
import type { GetServicesQuery } from "../../../contract/services";

/** GET /services/getServices: one page; search matches the service or a sub-service name. */
export const getServices = (
  query: { search_query: string; page: number; limit: number } & SortWire,
) =>
  call(servicesApi.list, {
    // the grid only sorts columns the contract lists (SERVICE_SORTS)
    query: { ...query, sort_by: query.sort_by as GetServicesQuery["sort_by"] },
  });
