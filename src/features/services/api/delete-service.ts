import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";

/** DELETE /services/:id; 409 with a message while orders use it. */
export const deleteService = (id: number) => call(servicesApi.remove, { params: { id } });
