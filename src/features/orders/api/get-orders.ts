import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { ListOrdersQuery } from "../../../contract/orders";

/** GET /order/orders: one page with its totals; filters, search and sort are applied by the server. */
export const getOrders = (query: ListOrdersQuery) => call(ordersApi.list, { query });
