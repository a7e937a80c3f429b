import { call } from "../../../client/lib/call";
import { refreshAccessToken } from "../../../client/lib/http";
import { usersApi } from "../../../contract/api/users";
import type { UpdatePasswordBody } from "../../../contract/users";

/**
 * PUT /users/update-password for the signed-in user. The change voids every access token issued
 * before it (other sessions end), so this tab renews its own through its kept refresh cookie.
 */
export async function updatePassword(body: UpdatePasswordBody) {
  const res = await call(usersApi.updatePassword, { body });
  await refreshAccessToken();
  return res;
}
