// The owner-only user list (RULES.md D5): GET /users/getUsers, 5 rows by default (RULES.md S9).
import { createListAtoms, pagedCall } from "../../client/lib/list-atoms";
import { USER_FILTERS } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { User } from "../../contract/users";
import { getUsers } from "./api/get-users";

export const USER_PAGE_SIZES = [5, 10, 25];

export const usersList = createListAtoms<User>({
  key: "users",
  path: paths.users.pattern,
  defaultSize: 5,
  ...pagedCall(getUsers, "users", USER_FILTERS, { search: "search_query", period: true }),
});
