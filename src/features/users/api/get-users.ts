import { call } from "../../../client/lib/call";
import type { SortWire } from "../../../contract/list-query";
import { usersApi } from "../../../contract/api/users";
import type { GetUsersQuery } from "../../../contract/users";

/** GET /users/getUsers (owner only): 0-based page, search over username and email. */
export const getUsers = (
  query: { search_query: string; page: number; limit: number } & SortWire &
    Record<string, string | number | undefined>,
) =>
  call(usersApi.list, {
    // the grid only sorts columns the contract lists (USER_SORTS)
    query: { ...query, sort_by: query.sort_by as GetUsersQuery["sort_by"] },
  });
