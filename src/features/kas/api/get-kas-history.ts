import { http } from "../../../client/lib/http";
import type { KasHistoryResponse } from "../../../contract/settings";

/** GET /settings/kas/history → {data}: kas changes from the audit log, newest first. */
export const getKasHistory = () => http.get<KasHistoryResponse>("/settings/kas/history");
