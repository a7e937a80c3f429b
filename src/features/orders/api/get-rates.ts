import { call } from "../../../client/lib/call";
import { settingsApi } from "../../../contract/api/settings";

/** GET /settings/rates (any signed-in user): the percents new orders snapshot. */
export const getRates = () => call(settingsApi.getRates);
