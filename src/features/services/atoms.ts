// State of the services screen: the paged list (params atoms → one query atom) and the
// queries its dialogs read. Every key starts with SERVICES_KEY, so `servicesList.invalidate()`
// after a mutation refreshes the list, the detail and the picker together.
import { atomWithQuery } from "../../client/lib/query-client";
import { createListAtoms, pagedCall } from "../../client/lib/list-atoms";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { paths } from "../../client/lib/paths";
import { MAX_PAGE_LIMIT } from "../../contract/values";
import { SERVICE_FILTERS } from "../../contract/filter-fields";
import type { Service } from "../../contract/services";
import { getServices } from "./api/get-services";
import { getServiceById } from "./api/get-service-by-id";

const SERVICES_KEY = "services";

/** RULES.md S9: services 5/10/25, default 10. */
export const SERVICE_PAGE_SIZES = [5, 10, 25];

export const servicesList = createListAtoms<Service>({
  key: SERVICES_KEY,
  path: paths.services.pattern,
  defaultSize: 10,
  ...pagedCall(getServices, "services", SERVICE_FILTERS, { search: "search_query" }),
});

/** Every service (first 100 by id) for the sub-service form's dropdown. */
export const servicePickerAtom = atomWithQuery(() => ({
  queryKey: [SERVICES_KEY, "picker"],
  queryFn: async () =>
    (await getServices({ search_query: "", page: 0, limit: MAX_PAGE_LIMIT })).result,
}));

/** One service by id (edit dialog); the same atom for the same id. */
export const serviceDetailAtom = entityAtoms(
  SERVICES_KEY,
  async (id) => (await getServiceById(id)).result,
);
