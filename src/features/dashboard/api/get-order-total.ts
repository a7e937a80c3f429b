import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";

/** GET /order/total → {total}: every order. */
export const getOrderTotal = () => call(ordersApi.total);
