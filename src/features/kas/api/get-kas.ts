import { http } from "../../../client/lib/http";
import type { KasResponse } from "../../../contract/settings";

/** GET /settings/kas → {data: {kas}} (0 when unset). */
export const getKas = () => http.get<KasResponse>("/settings/kas");
