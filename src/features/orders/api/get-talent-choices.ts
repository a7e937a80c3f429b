import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";

/** GET /talent/talents: every talent as {id, name}, for the talent picker. */
export const getTalentChoices = () => call(talentsApi.brief);
