import { http, refreshAccessToken } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";
import type { UpdatePasswordBody } from "../../../contract/users";

/**
 * PUT /users/update-password for the signed-in user. The change voids every access token issued
 * before it (other sessions end), so this tab renews its own through its kept refresh cookie.
 */
export async function updatePassword(body: UpdatePasswordBody): Promise<MessageResponse> {
  const res = await http.put<MessageResponse>("/users/update-password", body);
  await refreshAccessToken();
  return res;
}
