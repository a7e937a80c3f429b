import { call } from "../../client/lib/call";
import { settingsApi } from "../../contract/api/settings";

/** GET /settings/agency: the name the documents carry (AGENCY_NAME on the server). */
export const getAgencyName = async () => (await call(settingsApi.agency)).data.agency_name;
