import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

const atoms = () => import("./atoms");

/** The monthly reports (RULES.md S2 talent-rekap, admin-rekap), under /admin. */
export const rekapRoutes: RouteObject[] = [
  {
    path: paths.talentRekap.pattern,
    lazy: lazyPage(() => import("./pages/TalentRekapPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.talentRekapList.queryAtom])),
  },
  {
    path: paths.adminRekap.pattern,
    lazy: lazyPage(() => import("./pages/AdminRekapPage")),
    loader: prefetchQueries(() => atoms().then((a) => [a.adminRekapList.queryAtom])),
  },
];
