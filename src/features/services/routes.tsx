import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

/**
 * /admin/services and its form routes. Each form is a child route: it renders as a dialog in
 * the list page's <Outlet/>, so a shared or reloaded URL shows the list with the dialog open,
 * and closing the dialog navigates back to the list URL.
 */
export const servicesRoutes: RouteObject[] = [
  {
    path: paths.services.pattern,
    lazy: lazyPage(() => import("./pages/ServicesPage")),
    loader: prefetchQueries(() => import("./atoms").then((a) => [a.servicesList.queryAtom])),
    children: [
      {
        path: paths.servicesAdd.pattern,
        lazy: lazyPage(() => import("./dialogs/AddServiceDialog")),
      },
      {
        path: paths.servicesAddSub.pattern,
        lazy: lazyPage(() => import("./dialogs/AddSubServiceDialog")),
      },
      {
        path: paths.servicesEdit.pattern,
        lazy: lazyPage(() => import("./dialogs/EditServiceDialog")),
      },
    ],
  },
];
