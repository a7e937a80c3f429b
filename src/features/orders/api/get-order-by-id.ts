import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";

/** GET /order/getOrderById/:id: the row, its tips and its snapshotted rates. */
export const getOrderById = (id: number) => call(ordersApi.byId, { params: { id } });
