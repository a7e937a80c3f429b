import { http } from "../../../client/lib/http";
import type { TalentsBriefResponse } from "../../../contract/talents";

/** GET /talent/talents: every talent as {id, name}, for the talent picker. */
export const getTalentChoices = () => http.get<TalentsBriefResponse>("/talent/talents");
