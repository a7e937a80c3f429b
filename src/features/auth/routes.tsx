import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** Public routes (no session needed). */
export const authPublicRoutes: RouteObject[] = [
  { path: paths.login.pattern, lazy: lazyPage(() => import("./pages/LoginPage")) },
];

/** Signed-in routes of this area under /admin. */
export const authRoutes: RouteObject[] = [];
