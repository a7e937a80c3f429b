import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { paths } from "../../client/lib/paths";

/** The report screens under /admin/report (weekly family here; order reports and rekap beside). */
export const reportsRoutes: RouteObject[] = [
  { path: paths.weekly.pattern, lazy: lazyPage(() => import("./pages/WeeklyPage")) },
  { path: paths.weeklyTalent.pattern, lazy: lazyPage(() => import("./pages/WeeklyTalentPage")) },
  {
    path: paths.weeklyTalentReport.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyTalentReportPage")),
  },
  {
    path: paths.weeklyTalentReports.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyTalentReportsPage")),
  },
];
