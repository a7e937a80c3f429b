import { http } from "../../../client/lib/http";
import type { CreateServiceBody, ServiceSavedResponse } from "../../../contract/services";

export const createService = (body: CreateServiceBody) =>
  http.post<ServiceSavedResponse>("/services/createServices", body);
