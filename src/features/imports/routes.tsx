import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** The import wizard opens over the orders list, a child route in its <Outlet/>. */
export const importSections: Record<string, RouteObject[]> = {
  [paths.orders.pattern]: [
    { path: paths.ordersImport.pattern, lazy: lazyPage(() => import("./dialogs/ImportDialog")) },
  ],
};
