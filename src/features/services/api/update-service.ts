import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";
import type { UpdateServiceBody } from "../../../contract/services";

/** PUT /services/:id with the whole sub-service list (left-out ones are deleted). */
export const updateService = (id: number, body: UpdateServiceBody) =>
  call(servicesApi.update, { params: { id }, body });
