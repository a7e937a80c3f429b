import { http } from "../../../client/lib/http";
import type { ListOrdersQuery, OrdersPage } from "../../../contract/orders";

/** GET /order/orders: 0-based page; the dashboard sets no search, refund or date filter. */
export const getOrders = (q: ListOrdersQuery) =>
  http.get<OrdersPage>("/order/orders", { query: q });
