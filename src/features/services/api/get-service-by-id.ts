import { apiPath, http } from "../../../client/lib/http";
import type { ServiceResponse } from "../../../contract/services";

export const getServiceById = (id: number) =>
  http.get<ServiceResponse>(apiPath("/services/getServiceById/:id", { id }));
