import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { ListOrdersQuery } from "../../../contract/orders";

/** GET /order/orders: 0-based page; the dashboard sets no search, refund or date filter. */
export const getOrders = (query: ListOrdersQuery) => call(ordersApi.list, { query });
