import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

/** Owner-only money audit under /admin. */
export const auditRoutes: RouteObject[] = [
  {
    path: paths.audit.pattern,
    lazy: lazyPage(() => import("./pages/AuditPage")),
    loader: prefetchQueries(
      () => import("./atoms").then((a) => [a.auditList.queryAtom]),
      (user) => user.role === "owner",
    ),
  },
];
