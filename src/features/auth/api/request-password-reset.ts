import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import type { ResetPasswordBody } from "../../../contract/users";

/** POST /users/reset-password: public; the answer is the same whether or not the email exists. */
export const requestPasswordReset = (body: ResetPasswordBody) =>
  call(usersApi.requestReset, { body, silentAuth: true });
