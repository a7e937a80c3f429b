import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

/** /admin/kas. */
export const kasRoutes: RouteObject[] = [
  {
    path: paths.kas.pattern,
    lazy: lazyPage(() => import("./pages/KasPage")),
    loader: prefetchQueries(() =>
      import("./atoms").then((a) => [a.kasAtom, a.kasHistoryList.queryAtom, a.ratesAtom]),
    ),
  },
];
