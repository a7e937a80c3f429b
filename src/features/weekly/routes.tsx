import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

const atoms = () => import("./atoms");

/** The weekly report screens under /admin/report (the weekly payout list is in features/payouts). */
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
];
