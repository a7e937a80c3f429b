import { apiPath, http } from "../../../client/lib/http";
import type { OrderRow, OrderSavedResponse, UpdateOrderForm } from "../../../contract/orders";
import type { RefundStatus } from "../../../money/rules";

/**
 * PUT /order/updateOrder/:id from a grid cell: the refund status, with the row's own customer
 * name and price (the call requires both) sent back unchanged, as JSON text fields.
 */
export const updateOrderRefund = (row: OrderRow, refund: RefundStatus) => {
  const body: UpdateOrderForm = {
    customer_name: row.customer_name,
    price: String(row.price),
    refund_type: refund,
  };
  return http.put<OrderSavedResponse>(apiPath("/order/updateOrder/:id", { id: row.id }), body);
};
