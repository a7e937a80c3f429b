import { call } from "../../../client/lib/call";
import { subServicesApi } from "../../../contract/api/services";
import type { CreateSubServiceBody } from "../../../contract/services";

export const createSubService = (body: CreateSubServiceBody) =>
  call(subServicesApi.create, { body });
