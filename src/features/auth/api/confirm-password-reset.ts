import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import type { ConfirmResetBody } from "../../../contract/users";

/** POST /users/reset-password/confirm: sets the new password with the single-use mail token. */
export const confirmPasswordReset = (body: ConfirmResetBody) =>
  call(usersApi.confirmReset, { body, silentAuth: true });
