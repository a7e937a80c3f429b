import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** Routes of this area under /admin. */
export const dashboardRoutes: RouteObject[] = [
  { path: paths.dashboard.pattern, lazy: lazyPage(() => import("./pages/DashboardPage")) },
];
