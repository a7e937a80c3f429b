import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

const atoms = () => import("./atoms");

/** /admin/analysis: the money pivoted by a row dimension and a period. */
export const analysisRoutes: RouteObject[] = [
  {
    path: paths.analysis.pattern,
    lazy: lazyPage(() => import("./pages/AnalysisPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.analysisList.queryAtom])),
  },
];
