import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

// Only for the owner: an admin's refused call would end the session (spec §8).
const usersQueries = prefetchQueries(
  () => import("./atoms").then((a) => [a.usersList.queryAtom]),
  (user) => user.role === "owner",
);

/** Owner-only user administration under /admin (decisions.md §5). */
export const usersRoutes: RouteObject[] = [
  {
    path: paths.users.pattern,
    lazy: lazyPage(() => import("./pages/UsersPage")),
    loader: usersQueries,
  },
  {
    path: paths.createUser.pattern,
    lazy: lazyPage(() => import("./pages/CreateUserPage")),
    loader: usersQueries,
  },
];
