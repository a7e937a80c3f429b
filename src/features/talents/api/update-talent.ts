import { apiPath, http } from "../../../client/lib/http";
import type { TalentSavedResponse, UpdateTalentBody } from "../../../contract/talents";

/** PUT /talent/:id: the whole form, or one field from a grid cell; fields left out are kept. */
export const updateTalent = (id: number, body: UpdateTalentBody) =>
  http.put<TalentSavedResponse>(apiPath("/talent/:id", { id }), body);
