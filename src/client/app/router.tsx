import { Navigate, createBrowserRouter } from "react-router-dom";
import { paths } from "../lib/paths";
import { bindRouter } from "../lib/url-state";
import { RequireAuth } from "./RequireAuth";
import AppShell from "./shell/AppShell";
import LandingPage from "./pages/LandingPage";
import NotFoundPage from "./pages/NotFoundPage";
import { authPublicRoutes, authRoutes } from "../../features/auth/routes";
import { dashboardRoutes } from "../../features/dashboard/routes";
import { usersRoutes } from "../../features/users/routes";
import { servicesRoutes } from "../../features/services/routes";
import { talentsRoutes } from "../../features/talents/routes";
import { ordersRoutes } from "../../features/orders/routes";
import { summaryRoutes } from "../../features/summary/routes";
import { reportsRoutes } from "../../features/reports/routes";
import { kasRoutes } from "../../features/kas/routes";
import { orderReportsRoutes } from "../../features/order-reports/routes";
import { rekapRoutes } from "../../features/rekap/routes";
import { auditRoutes } from "../../features/audit/routes";

export const router = createBrowserRouter([
  { path: paths.landing.pattern, element: <LandingPage /> },
  ...authPublicRoutes,
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
    children: [
      { index: true, element: <Navigate to={paths.dashboard.pattern} replace /> },
      ...authRoutes,
      ...dashboardRoutes,
      ...usersRoutes,
      ...servicesRoutes,
      ...talentsRoutes,
      ...ordersRoutes,
      ...summaryRoutes,
      ...reportsRoutes,
      ...kasRoutes,
      ...orderReportsRoutes,
      ...rekapRoutes,
      ...auditRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);

// List state follows the query string (client/lib/list-atoms.ts).
bindRouter(router);
