import { apiPath, http } from "../../../client/lib/http";
import type { TalentResponse } from "../../../contract/talents";

export const getTalentById = (id: number) =>
  http.get<TalentResponse>(apiPath("/talent/getTalentById/:id", { id }));
