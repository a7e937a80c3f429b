import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

// Only for the owner: an admin's refused call would end the session (RULES.md S8).
const usersQueries = prefetchQueries(
  () => import("./atoms").then((a) => [a.usersList.queryAtom]),
  (user) => user.role === "owner",
);

const UsersPage = lazyPage(() => import("./pages/UsersPage"));

/**
 * Owner-only user administration under /admin (RULES.md D5). The create-user URL sits beside
 * the list's (spec path) but is the list with the dialog as its index child, like the talents'
 * add-category route.
 */
export const usersRoutes: RouteObject[] = [
  { path: paths.users.pattern, lazy: UsersPage, loader: usersQueries },
  {
    path: paths.createUser.pattern,
    lazy: UsersPage,
    loader: usersQueries,
    children: [{ index: true, lazy: lazyPage(() => import("./pages/CreateUserPage")) }],
  },
];
