import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { OrderRow } from "../../../contract/orders";
import type { OrderCellField } from "../../../../grids/orders";

/** The grid's field → the update form's field (the form names the refund `refund_type`). */
const FORM_FIELD: Record<OrderCellField, string> = {
  customer_name: "customer_name",
  customer_age: "customer_age",
  price: "price",
  refund_status: "refund_type",
  description: "description",
};

/**
 * PUT /order/updateOrder/:id from a grid cell: one field, with the row's own customer name and
 * price (the call requires both) and the version it was read at (409 when someone saved in
 * between). Answers the order's new version.
 */
export async function updateOrderCell(row: OrderRow, field: OrderCellField, value: unknown) {
  const body = new FormData();
  body.append("customer_name", row.customer_name);
  body.append("price", String(row.price));
  body.append("version", String(row.version));
  body.set(FORM_FIELD[field], value === null || value === undefined ? "" : String(value));
  const res = await call(ordersApi.update, { params: { id: row.id }, body });
  return res.data.version;
}
