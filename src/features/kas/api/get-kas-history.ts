import { call } from "../../../client/lib/call";
import { settingsApi } from "../../../contract/api/settings";
import type { KasHistoryQuery } from "../../../contract/settings";

/** GET /settings/kas/history → {data}: the newest 50 kas changes matching the filters. */
export const getKasHistory = (query: KasHistoryQuery = {}) =>
  call(settingsApi.kasHistory, { query });
