import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";
import type { UpdateTalentBody } from "../../../contract/talents";

/** PUT /talent/:id: the whole form, or one field from a grid cell; fields left out are kept. */
export const updateTalent = (id: number, body: UpdateTalentBody) =>
  call(talentsApi.update, { params: { id }, body });
