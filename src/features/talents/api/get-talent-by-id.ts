import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

export const getTalentById = (id: number) => call(talentsApi.byId, { params: { id } });
