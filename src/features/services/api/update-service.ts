import { apiPath, http } from "../../../client/lib/http";
import type { ServiceSavedResponse, UpdateServiceBody } from "../../../contract/services";

/** PUT /services/:id with the whole sub-service list (left-out ones are deleted). */
export const updateService = (id: number, body: UpdateServiceBody) =>
  http.put<ServiceSavedResponse>(apiPath("/services/:id", { id }), body);
