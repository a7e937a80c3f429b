import { http } from "../../../client/lib/http";
import type { CreateSubServiceBody, SubServiceSavedResponse } from "../../../contract/services";

export const createSubService = (body: CreateSubServiceBody) =>
  http.post<SubServiceSavedResponse>("/subServices/create", body);
