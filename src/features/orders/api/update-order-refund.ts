import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { OrderRow } from "../../../contract/orders";
import type { RefundStatus } from "../../../money/rules";

/**
 * PUT /order/updateOrder/:id from a grid cell: the refund status, with the row's own customer
 * name and price (the call requires both) sent back unchanged.
 */
export function updateOrderRefund(row: OrderRow, refund: RefundStatus) {
  const body = new FormData();
  body.append("customer_name", row.customer_name);
  body.append("price", String(row.price));
  body.append("refund_type", refund);
  return call(ordersApi.update, { params: { id: row.id }, body });
}
