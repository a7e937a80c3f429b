import { http } from "../../../client/lib/http";
import type { RatesResponse } from "../../../contract/settings";

/** GET /settings/rates (any signed-in user): the percents new orders snapshot. */
export const getRates = () => http.get<RatesResponse>("/settings/rates");
