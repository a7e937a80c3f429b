import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

const OrdersPage = lazyPage(() => import("./pages/OrdersPage"));

/**
 * /admin/orders. The create and edit forms (/admin/orders/add, /admin/orders/edit/:id) are
 * child routes rendered as dialogs in the list page's <Outlet/>.
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: paths.orders.pattern,
    lazy: OrdersPage,
    children: [],
  },
];
