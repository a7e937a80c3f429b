import { http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";
import type { UpdatePasswordBody } from "../../../contract/users";

/** PUT /users/update-password for the signed-in user. */
export const updatePassword = (body: UpdatePasswordBody) =>
  http.put<MessageResponse>("/users/update-password", body);
