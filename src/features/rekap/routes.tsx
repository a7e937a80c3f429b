import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** The monthly reports (spec §2 talent-rekap, admin-rekap), under /admin. */
export const rekapRoutes: RouteObject[] = [
  { path: paths.talentRekap.pattern, lazy: lazyPage(() => import("./pages/TalentRekapPage")) },
  { path: paths.adminRekap.pattern, lazy: lazyPage(() => import("./pages/AdminRekapPage")) },
];
