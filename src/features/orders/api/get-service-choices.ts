import { http } from "../../../client/lib/http";
import { MAX_PAGE_LIMIT } from "../../../contract/common";
import type { ServicesPage } from "../../../contract/services";

/** GET /services/getServices, one full page: services with their sub-services for the pickers. */
export const getServiceChoices = () =>
  http.get<ServicesPage>("/services/getServices", {
    query: { search_query: "", page: 0, limit: MAX_PAGE_LIMIT },
  });
