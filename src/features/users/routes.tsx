import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** Owner-only user administration under /admin (decisions.md §5). */
export const usersRoutes: RouteObject[] = [
  { path: paths.users.pattern, lazy: lazyPage(() => import("./pages/UsersPage")) },
  { path: paths.createUser.pattern, lazy: lazyPage(() => import("./pages/CreateUserPage")) },
];
