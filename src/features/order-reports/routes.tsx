import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

/** The area's atoms, imported when one of its routes first matches (a chunk of their own). */
const atoms = () => import("./atoms");

/** Money reports per talent and per admin (RULES.md S2), under /admin. */
export const orderReportsRoutes: RouteObject[] = [
  {
    path: paths.talentsOrdersSummary.pattern,
    lazy: lazyPage(() => import("./pages/OrderSummariesPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.talentsSummaryList.queryAtom])),
  },
  {
    path: paths.adminsOrdersSummary.pattern,
    lazy: lazyPage(() => import("./pages/AdminsOrdersSummaryPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.adminsSummaryList.queryAtom])),
  },
  {
    path: paths.talentReport.pattern,
    lazy: lazyPage(() => import("./pages/OrderReportPage")),
    loader: prefetchQueries(() =>
      atoms().then((a) => [a.talentReportList.queryAtom, a.talentNameAtom]),
    ),
  },
  {
    path: paths.adminReport.pattern,
    lazy: lazyPage(() => import("./pages/AdminReportPage")),
    loader: prefetchQueries(() =>
      atoms().then((a) => [a.adminReportList.queryAtom, a.adminNameAtom]),
    ),
  },
];
