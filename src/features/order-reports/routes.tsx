import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** Money reports per talent and per admin (spec §2), under /admin. */
export const orderReportsRoutes: RouteObject[] = [
  {
    path: paths.talentsOrdersSummary.pattern,
    lazy: lazyPage(() => import("./pages/OrderSummariesPage")),
  },
  {
    path: paths.adminsOrdersSummary.pattern,
    lazy: lazyPage(() => import("./pages/AdminsOrdersSummaryPage")),
  },
  { path: paths.talentReport.pattern, lazy: lazyPage(() => import("./pages/OrderReportPage")) },
  { path: paths.adminReport.pattern, lazy: lazyPage(() => import("./pages/AdminReportPage")) },
];
