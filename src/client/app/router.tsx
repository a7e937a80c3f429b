import { Navigate, createBrowserRouter } from "react-router-dom";
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
import { kasRoutes } from "../../features/kas/routes";
import { orderReportsRoutes } from "../../features/order-reports/routes";
import { rekapRoutes } from "../../features/rekap/routes";
import { auditRoutes } from "../../features/audit/routes";

/** The signed-in pages, inside the shell. */
const pageRoutes = [
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
];

export const router = createBrowserRouter([
  { path: paths.landing.pattern, element: <LandingPage />, errorElement: <RouteError /> },
  // the public pages (login, reset) share one error element without the shell; nothing shows
  // until the page's code is in (said, so react-router does not warn of a missing fallback)
  { errorElement: <RouteError />, HydrateFallback: () => null, children: authPublicRoutes },
  {
    path: paths.admin.pattern,
    element: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
    // On a fresh load the page's code is still coming: paint the shell at once (its outlet
    // stays empty until then) while the route's loader has already started the page's queries.
    hydrateFallbackElement: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
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
