import { http } from "../../../client/lib/http";
import type { TotalResponse } from "../../../contract/common";

/** GET /users/total → {total}: users with the admin role. */
export const getAdminTotal = () => http.get<TotalResponse>("/users/total");
