import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { ListOrdersQuery } from "../../../contract/orders";

/** GET /order/orders: 0-based page, the latest orders with the dashboard grid's header filters. */
export const getOrders = (query: ListOrdersQuery) => call(ordersApi.list, { query });
