import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

const atoms = () => import("./atoms");

/** The report screens under /admin/report (weekly family here; order reports and rekap beside). */
export const weeklyRoutes: RouteObject[] = [
  {
    path: paths.weekly.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.weeklyList.queryAtom])),
  },
  {
    path: paths.weeklyTalent.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyTalentListPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.weeklyTalentList.queryAtom])),
  },
  {
    path: paths.weeklyTalentReport.pattern,
    lazy: lazyPage(() => import("./pages/TalentWeeklyReportPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.weeklyTalentReport.queryAtom])),
  },
  {
    path: paths.weeklyTalentReports.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyPayoutsPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.weeklyTalentsList.queryAtom])),
  },
];
