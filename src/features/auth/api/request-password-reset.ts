import { http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";
import type { ResetPasswordBody } from "../../../contract/users";

/** POST /users/reset-password: public; the answer is the same whether or not the email exists. */
export const requestPasswordReset = (body: ResetPasswordBody) =>
  http.post<MessageResponse>("/users/reset-password", body, { silentAuth: true });
