import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import type { LoginBody } from "../../../contract/users";

/** POST /users/login; a failure is shown on the form, not as the global 401 toast. */
export const login = (body: LoginBody) => call(usersApi.login, { body, silentAuth: true });
