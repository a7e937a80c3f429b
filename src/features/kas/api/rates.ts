import { call } from "../../../client/lib/call";
import { auditApi } from "../../../contract/api/audit";
import { settingsApi } from "../../../contract/api/settings";
import type { RatesBody } from "../../../contract/settings";

/** GET /settings/rates → {data: {talent_rate, admin_rate}} in percent. */
export const getRates = () => call(settingsApi.getRates);
/** PUT /settings/rates (owner only): the rates of orders created from now on. */
export const updateRates = (body: RatesBody) => call(settingsApi.setRates, { body });
/** GET /audit?entity=rates (owner only): the rate changes, newest first. */
export const getRatesHistory = () =>
  call(auditApi.list, { query: { entity: "rates", limit: RATES_HISTORY_LIMIT } });
const RATES_HISTORY_LIMIT = 50;
