import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** DELETE /talent/:id; 409 with a message while orders use the talent. */
export const deleteTalent = (id: number) => call(talentsApi.remove, { params: { id } });
