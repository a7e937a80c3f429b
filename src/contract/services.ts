import {
  z,
  pageQuery,
  paged,
  queryInt,
  rowVersion,
  searchText,
  sortParams,
  versionField,
  requiredName,
  bodyId,
} from "./common";
import { containsFilter } from "./column-filters";
import { SERVICE_FILTERS } from "./filter-fields";

export { SERVICE_FILTERS };

/** Spec section 5: the add-service message has no full stop, the add-sub-service one has. */
const SERVICE_REQUIRED = "All fields are required";
const SUB_SERVICE_REQUIRED = "All fields are required.";

export const subService = z.object({
  id: z.number(),
  name: z.string(),
  services_id: z.number(),
  version: rowVersion,
});
export type SubService = z.infer<typeof subService>;

/** A service with all of its sub-services, ordered by id. */
export const service = z.object({
  id: z.number(),
  name: z.string(),
  sub_services: z.array(subService),
  version: rowVersion,
});
export type Service = z.infer<typeof service>;

/** GET /services/getServices: search matches the service name or any of its sub-service names. */
export const SERVICE_SORTS = ["id", "name"] as const;
export const getServicesQuery = z.strictObject({
  search_query: searchText,
  /** Header filters (SERVICE_FILTERS): the service's name; any sub-service's name. */
  name: containsFilter(),
  sub_service: containsFilter(),
  ...pageQuery(5),
  ...sortParams(SERVICE_SORTS),
});
export type GetServicesQuery = z.infer<typeof getServicesQuery>;
export const servicesPage = paged(service);
export type ServicesPage = z.infer<typeof servicesPage>;

/** GET /services/export: the same filter as the list, every matching row. */
export const exportServicesQuery = z.strictObject({ search_query: searchText });

export const createServiceBody = z.strictObject({ name: requiredName(SERVICE_REQUIRED) });
export type CreateServiceBody = z.infer<typeof createServiceBody>;

/**
 * PUT /services/:id. `sub_services` is the whole new list: entries with an id rename that
 * sub-service, entries without one are created, and sub-services left out are deleted.
 */
export const updateServiceBody = z
  .strictObject({
    name: requiredName("Nama service wajib diisi"),
    sub_services: z
      .array(
        z.strictObject({
          id: bodyId("Id sub service tidak valid").optional(),
          name: requiredName("Nama sub service wajib diisi"),
          /** Checked when a sub-service with an id is renamed (409 when stale). */
          version: versionField,
        }),
      )
      .max(200, "maksimal 200 sub service"),
    version: versionField,
  })
  .refine(
    (b) => {
      const ids = b.sub_services.flatMap((s) => (s.id === undefined ? [] : [s.id]));
      return new Set(ids).size === ids.length;
    },
    { message: "Sub service yang sama tercantum lebih dari sekali", path: ["sub_services"] },
  );
export type UpdateServiceBody = z.infer<typeof updateServiceBody>;

export const createSubServiceBody = z.strictObject({
  name: requiredName(SUB_SERVICE_REQUIRED),
  services_id: bodyId(SUB_SERVICE_REQUIRED),
});
export type CreateSubServiceBody = z.infer<typeof createSubServiceBody>;

/** A sub-service list row carries its service's name for the grid. */
export const subServiceRow = subService.extend({ service_name: z.string() });
export type SubServiceRow = z.infer<typeof subServiceRow>;

/** GET /subServices/getSubServices: search matches the sub-service or the service name. */
export const getSubServicesQuery = z.strictObject({
  search_query: searchText,
  ...pageQuery(10),
  services_id: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
});
export const subServicesPage = paged(subServiceRow);

export { SERVICE_MESSAGES } from "./values";
