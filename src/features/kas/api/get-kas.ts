import { call } from "../../../client/lib/call";
import { settingsApi } from "../../../contract/api/settings";

/** GET /settings/kas → {data: {kas}} (0 when unset). */
export const getKas = () => call(settingsApi.getKas);
