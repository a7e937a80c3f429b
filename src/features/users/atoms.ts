// The owner-only user list (decisions.md §5): GET /users/getUsers, 5 rows by default (spec §9).
import { createListAtoms, sortQuery } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import type { User } from "../../contract/users";
import { getUsers } from "./api/get-users";

export const USER_PAGE_SIZES = [5, 10, 25];

export const usersList = createListAtoms<User>({
  key: "users",
  path: paths.users.pattern,
  defaultSize: 5,
  fetch: async ({ page, size, search, sort }) => {
    const res = await getUsers({ search_query: search, page, limit: size, ...sortQuery(sort) });
    return { rows: res.result, totalRows: res.totalRows };
  },
});
