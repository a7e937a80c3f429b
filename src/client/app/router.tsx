import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { paths } from "../lib/paths";
import { bindRouter } from "../lib/url-state";
import { RequireAuth } from "./RequireAuth";
import AppShell from "./shell/AppShell";
import LandingPage from "./pages/LandingPage";
import NotFoundPage from "./pages/NotFoundPage";
import RouteError from "./pages/RouteError";
import { authPublicRoutes, authRoutes } from "../../features/auth/routes";
import { dashboardRoutes } from "../../features/dashboard/routes";
import { usersRoutes } from "../../features/users/routes";
import { servicesRoutes } from "../../features/services/routes";
import { talentsRoutes } from "../../features/talents/routes";
import { ordersRoutes } from "../../features/orders/routes";
import { summaryRoutes } from "../../features/summary/routes";
import { weeklyRoutes } from "../../features/weekly/routes";
import { analysisRoutes } from "../../features/analysis/routes";
import { kasRoutes } from "../../features/kas/routes";
import { orderReportsRoutes } from "../../features/order-reports/routes";
import { rekapRoutes } from "../../features/rekap/routes";
import { auditRoutes } from "../../features/audit/routes";
import { payoutSections, payoutsRoutes } from "../../features/payouts/routes";
import { importSections } from "../../features/imports/routes";

/**
 * Pages that show another feature's section (client/lib/page-sections.ts): the section's route
 * becomes the page route's child, rendered where the page puts its <Outlet />.
 */
const withSections = (routes: RouteObject[], sections: Record<string, RouteObject[]>) =>
  routes.map((r) =>
    !r.index && r.path && sections[r.path]
      ? { ...r, children: [...(r.children ?? []), ...sections[r.path]] }
      : r,
  );

/** The signed-in pages, inside the shell. */
const pageRoutes = withSections(
  [
    ...authRoutes,
    ...dashboardRoutes,
    ...usersRoutes,
    ...servicesRoutes,
    ...talentsRoutes,
    ...ordersRoutes,
    ...summaryRoutes,
    ...weeklyRoutes,
    ...kasRoutes,
    ...orderReportsRoutes,
    ...rekapRoutes,
    ...auditRoutes,
    ...payoutsRoutes,
    ...analysisRoutes,
  ],
  { ...payoutSections, ...importSections },
);

const shell = (
  <RequireAuth>
    <AppShell />
  </RequireAuth>
);

export const router = createBrowserRouter([
  { path: paths.landing.pattern, element: <LandingPage />, errorElement: <RouteError /> },
  // the public pages (login, reset) share one error element without the shell; nothing shows
  // until the page's code is in (said, so react-router does not warn of a missing fallback)
  { errorElement: <RouteError />, HydrateFallback: () => null, children: authPublicRoutes },
  {
    path: paths.admin.pattern,
    element: shell,
    // On a fresh load the page's code is still coming: paint the shell at once (its outlet
    // stays empty until then) while the route's loader has already started the page's queries.
    hydrateFallbackElement: shell,
    // a page that fails (its code did not arrive, a render error) shows RouteError in the shell
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.dashboard.pattern} replace /> },
          ...pageRoutes,
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);

// List state follows the query string (client/lib/list-atoms.ts).
bindRouter(router);
