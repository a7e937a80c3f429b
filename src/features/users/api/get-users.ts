import { http } from "../../../client/lib/http";
import type { SortQuery } from "../../../client/lib/list-atoms";
import type { UsersPage } from "../../../contract/users";

/** GET /users/getUsers (owner only): 0-based page, search over username and email. */
export const getUsers = (q: { search_query: string; page: number; limit: number } & SortQuery) =>
  http.get<UsersPage>("/users/getUsers", { query: q });
