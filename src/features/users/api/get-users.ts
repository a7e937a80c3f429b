import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";

/** GET /users/getUsers (owner only): 0-based page, search over username and email. */
export const getUsers = (query: { search_query: string; page: number; limit: number }) =>
  call(usersApi.list, { query });
