import { http } from "../../../client/lib/http";
import type { CreateTalentBody, TalentSavedResponse } from "../../../contract/talents";

export const createTalent = (body: CreateTalentBody) =>
  http.post<TalentSavedResponse>("/talent/createTalent", body);
