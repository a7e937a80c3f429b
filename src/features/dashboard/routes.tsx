import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

const loadDashboardPage = () => import("./pages/DashboardPage");

/**
 * The dashboard's code and AG Grid, loaded while the sign-in form waits (client/main.tsx): after
 * sign-in the dashboard's grid then mounts AG Grid at once instead of painting a plain table first.
 */
export const preloadDashboard = () =>
  Promise.all([
    loadDashboardPage(),
    import("../../components/server-grid").then((m) => m.loadAgGrid()),
  ]);

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
