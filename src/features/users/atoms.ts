// The owner-only user list (RULES.md D5): GET /users/getUsers, 5 rows by default (RULES.md S9).
import { createListAtoms, sortQuery, type ListParams } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import type { User } from "../../contract/users";
import { getUsers } from "./api/get-users";

export const USER_PAGE_SIZES = [5, 10, 25];

const usersQuery = ({ page, size, search, sort }: ListParams) => ({
  search_query: search,
  page,
  limit: size,
  ...sortQuery(sort),
});

export const usersList = createListAtoms<User>({
  key: "users",
  path: paths.users.pattern,
  defaultSize: 5,
  fetch: async (p) => {
    const res = await getUsers(usersQuery(p));
    return { rows: res.result, totalRows: res.totalRows };
  },
  exportAs: { list: "users", query: usersQuery },
});
