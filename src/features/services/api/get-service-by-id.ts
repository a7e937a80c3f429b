import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";

export const getServiceById = (id: number) => call(servicesApi.byId, { params: { id } });
