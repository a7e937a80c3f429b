import { http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

export const logout = () =>
  http.post<MessageResponse>("/users/logout", undefined, { silentAuth: true });
