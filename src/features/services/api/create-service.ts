import { call } from "../../../client/lib/call";
import { servicesApi } from "../../../contract/api/services";
import type { CreateServiceBody } from "../../../contract/services";

export const createService = (body: CreateServiceBody) => call(servicesApi.create, { body });
