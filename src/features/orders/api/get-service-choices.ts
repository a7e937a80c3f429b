import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";
import { MAX_PAGE_LIMIT } from "../../../contract/values";

/** GET /services/getServices, one full page: services with their sub-services for the pickers. */
export const getServiceChoices = () =>
  call(servicesApi.list, { query: { search_query: "", page: 0, limit: MAX_PAGE_LIMIT } });
