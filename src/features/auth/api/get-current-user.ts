import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";

export const getCurrentUser = () => call(usersApi.me, { silentAuth: true });
