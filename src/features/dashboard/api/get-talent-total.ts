import { http } from "../../../client/lib/http";
import type { TotalResponse } from "../../../contract/common";

/** GET /talent/total → {total}: every talent. */
export const getTalentTotal = () => http.get<TotalResponse>("/talent/total");
