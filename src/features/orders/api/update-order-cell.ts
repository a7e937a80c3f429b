import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";
import type { OrderRow } from "../../../contract/orders";
import type { In } from "../../../contract/endpoint";
import type { RowValues } from "../../../components/server-grid/spreadsheet";
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
 * The update form's text fields for a row with some cells changed: the row's own customer name
 * and price (the call requires both) and the version it was read at (409 when someone saved in
 * between), then the changed cells.
 */
function cellFields(row: OrderRow, values: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {
    customer_name: row.customer_name,
    price: String(row.price),
    version: String(row.version),
  };
  for (const [field, value] of Object.entries(values))
    fields[FORM_FIELD[field as OrderCellField]] =
      value === null || value === undefined ? "" : String(value);
  return fields;
}

/** PUT /order/updateOrder/:id from a grid cell; answers the order's new version. */
export async function updateOrderCell(row: OrderRow, field: OrderCellField, value: unknown) {
  const body = new FormData();
  for (const [k, v] of Object.entries(cellFields(row, { [field]: value }))) body.append(k, v);
  const res = await call(ordersApi.update, { params: { id: row.id }, body });
  return res.data.version;
}

type OrderCellsBody = In<(typeof ordersApi.cells)["body"]>;

/** POST /order/cells: a paste (or its undo) over several orders, all or none; new versions. */
export async function saveOrderCells(rows: RowValues<OrderRow>[]) {
  const body = {
    rows: rows.map(({ row, values }) => ({
      id: row.id,
      body: cellFields(row, values) as OrderCellsBody["rows"][number]["body"],
    })),
  };
  const res = await call(ordersApi.cells, { body });
  return res.rows.map((r) => r.version);
}
