import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import { MAX_PAGE_LIMIT } from "../../../contract/values";

/** GET /users/getUsers (owner only), one full page: the admin picker of the create form. */
export const getUserChoices = () =>
  call(usersApi.list, { query: { search_query: "", page: 0, limit: MAX_PAGE_LIMIT } });
