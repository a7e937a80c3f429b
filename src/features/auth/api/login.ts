import { http } from "../../../client/lib/http";
import type { AccessTokenResponse, LoginBody } from "../../../contract/users";

/** POST /users/login; a failure is shown on the form, not as the global 401 toast. */
export const login = (body: LoginBody) =>
  http.post<AccessTokenResponse>("/users/login", body, { silentAuth: true });
