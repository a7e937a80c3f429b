import { http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";
import type { ConfirmResetBody } from "../../../contract/users";

/** POST /users/reset-password/confirm: sets the new password with the single-use mail token. */
export const confirmPasswordReset = (body: ConfirmResetBody) =>
  http.post<MessageResponse>("/users/reset-password/confirm", body, { silentAuth: true });
