import { call } from "../../../client/lib/call";
import { settingsApi } from "../../../contract/api/settings";

/** GET /settings/kas/history → {data}: kas changes from the audit log, newest first. */
export const getKasHistory = () => call(settingsApi.kasHistory);
