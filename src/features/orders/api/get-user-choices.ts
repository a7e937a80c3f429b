import { http } from "../../../client/lib/http";
import { MAX_PAGE_LIMIT } from "../../../contract/common";
import type { UsersPage } from "../../../contract/users";

/** GET /users/getUsers (owner only), one full page: the admin picker of the create form. */
export const getUserChoices = () =>
  http.get<UsersPage>("/users/getUsers", {
    query: { search_query: "", page: 0, limit: MAX_PAGE_LIMIT },
  });
