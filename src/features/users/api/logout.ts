import { http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

/** POST /users/logout: revokes the refresh cookie when a non-owner is sent back to /login. */
export const logout = () =>
  http.post<MessageResponse>("/users/logout", undefined, { silentAuth: true });
