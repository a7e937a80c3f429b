import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** GET /talent/getTalentById/:id → {data} (the report titles read data.name). */
export const getTalent = (id: number) => call(talentsApi.byId, { params: { id } });
