import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

/** The dashboard's code, for preloading while the sign-in form waits (see client/main.tsx). */
export const loadDashboardPage = () => import("./pages/DashboardPage");

/** Routes of this area under /admin. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard.pattern,
    lazy: lazyPage(loadDashboardPage),
    loader: prefetchQueries(() =>
      import("./atoms").then((a) => [
        a.orderTotalAtom,
        a.talentTotalAtom,
        a.adminTotalAtom,
        a.latestOrdersList.queryAtom,
      ]),
    ),
  },
];
