import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import type { UpdatePasswordBody } from "../../../contract/users";

/** PUT /users/update-password for the signed-in user. */
export const updatePassword = (body: UpdatePasswordBody) => call(usersApi.updatePassword, { body });
