// The owner-only user list (RULES.md D5): GET /users/getUsers, 5 rows by default (RULES.md S9).
import { periodToWire, sortToWire } from "../../contract/list-query";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { filterKeys, pickFilters, USER_FILTERS } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { User } from "../../contract/users";
import { getUsers } from "./api/get-users";

export const USER_PAGE_SIZES = [5, 10, 25];

const FILTER_KEYS = filterKeys(USER_FILTERS);

const usersQuery = ({ page, size, search, sort, filters, start, end }: ListParams) => ({
  search_query: search,
  ...pickFilters(filters, FILTER_KEYS),
  ...periodToWire({ start, end }),
  page,
  limit: size,
  ...sortToWire(sort),
});

export const usersList = createListAtoms<User>({
  key: "users",
  path: paths.users.pattern,
  defaultSize: 5,
  filterKeys: FILTER_KEYS,
  fetch: async (p) => {
    const res = await getUsers(usersQuery(p));
    return { rows: res.result, totalRows: res.totalRows };
  },
  exportAs: { list: "users", query: usersQuery },
});
