import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";

/** DELETE /order/deleteOrder/:id; the rollup and the audit log follow in the same transaction. */
export const deleteOrder = (id: number) => call(ordersApi.remove, { params: { id } });
