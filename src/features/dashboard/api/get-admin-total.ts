import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";

/** GET /users/total → {total}: users with the admin role. */
export const getAdminTotal = () => call(usersApi.adminTotal);
