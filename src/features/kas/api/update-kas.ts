import { http } from "../../../client/lib/http";
import type { KasBody, KasResponse } from "../../../contract/settings";

/** PUT /settings/kas {kas: integer} → {data: {kas}}. */
export const updateKas = (body: KasBody) => http.put<KasResponse>("/settings/kas", body);
