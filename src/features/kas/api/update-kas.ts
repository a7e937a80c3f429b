import { call } from "../../../client/lib/call";
import { settingsApi } from "../../../contract/api/settings";
import type { KasBody } from "../../../contract/settings";

/** PUT /settings/kas {kas: integer} → {data: {kas}}. */
export const updateKas = (body: KasBody) => call(settingsApi.setKas, { body });
