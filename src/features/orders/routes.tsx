import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

const OrdersPage = lazyPage(() => import("./pages/OrdersPage"));

/**
 * /admin/orders with its form routes: the create and edit dialogs are child routes rendered in
 * the list page's <Outlet/>, so a shared or reloaded URL shows the list with the dialog open and
 * closing returns to the list URL (as the catalog does).
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: paths.orders.pattern,
    lazy: OrdersPage,
    loader: prefetchQueries(() => import("./atoms").then((a) => [a.ordersList.queryAtom])),
    children: [
      {
        path: paths.ordersAdd.pattern,
        lazy: lazyPage(() => import("./dialogs/CreateOrderDialog")),
      },
      { path: paths.ordersEdit.pattern, lazy: lazyPage(() => import("./dialogs/EditOrderDialog")) },
    ],
  },
];
