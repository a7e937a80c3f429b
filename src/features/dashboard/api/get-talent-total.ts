import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** GET /talent/total → {total}: every talent. */
export const getTalentTotal = () => call(talentsApi.total);
