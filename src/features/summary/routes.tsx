import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

/** /admin/summary. */
export const summaryRoutes: RouteObject[] = [
  {
    path: paths.summary.pattern,
    lazy: lazyPage(() => import("./pages/SummaryPage")),
    loader: prefetchQueries(() =>
      import("./atoms").then((a) => [a.summaryState.queryAtom, a.reconcileAtom]),
    ),
  },
];
