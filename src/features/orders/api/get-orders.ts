import { http } from "../../../client/lib/http";
import type { ListOrdersQuery, OrdersPage } from "../../../contract/orders";

/** GET /order/orders: one page with its totals; filters, search and sort are applied by the server. */
export const getOrders = (q: ListOrdersQuery) =>
  http.get<OrdersPage>("/order/orders", { query: q });
