import { call } from "../../../client/lib/call";
import { talentsApi } from "../../../contract/api/talents";
import type { CreateTalentBody } from "../../../contract/talents";

export const createTalent = (body: CreateTalentBody) => call(talentsApi.create, { body });
