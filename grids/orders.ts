// Columns of /admin/orders (spec §2): No, order number, admin, date, talent, customer (its
// floating filter is the server's free-text search: order number, customer, talent, admin),
// age, service, sub-service, duration, price, net price, refund status — edited in the cell
// (SelectListEditor via enumCol; Enter saves through the page's `onCellEditRequest`, Escape
// cancels, Ctrl+Z saves the old value back) — and row actions. Every data column sorts on the
// server (`sort_by` = the field).
import type { ColDef } from "ag-grid-community";
import "../src/client/lib/grid-editing"; // refund status edits in the cell
import { REFUND_STATUSES } from "../src/contract/values";
import type { OrderRow } from "../src/contract/orders";
import {
  actionsCol,
  dateCol,
  enumCol,
  moneyCol,
  numberCol,
  pinRight,
  rowNumberCol,
  durationCol,
} from "./column-types";
import type { RowActions } from "./renderers/ActionsCell";
import { filterBy } from "../src/components/server-grid/header-filters";

/** The one field the grid edits in place (PUT /order/updateOrder/:id). */
export type OrderCellField = "refund_status";

const sortable = { sortable: true } as const;
/** A sortable text column with a "contains" header filter on its own field. */
const text = (key: string) => ({ ...sortable, ...filterBy.text(key) });

export function orderColumns(actions: RowActions<OrderRow>): ColDef<OrderRow>[] {
  return [
    rowNumberCol<OrderRow>(),
    { field: "no_order", headerName: "No Order", minWidth: 100, ...sortable },
    { field: "admin_name", headerName: "Admin", minWidth: 80, ...text("admin_name") },
    dateCol<OrderRow>("date", "Tanggal", {
      width: 100,
      minWidth: 100,
      ...sortable,
      ...filterBy.date(),
    }),
    { field: "talent_name", headerName: "Talent", minWidth: 90, ...text("talent_name") },
    { field: "customer_name", headerName: "Customer", minWidth: 105, ...text("customer_name") },
    numberCol<OrderRow>("customer_age", "Umur", {
      width: 70,
      minWidth: 70,
      ...sortable,
      ...filterBy.range("customer_age"),
    }),
    { field: "service_name", headerName: "Jasa", minWidth: 80, ...text("service_name") },
    {
      field: "sub_service_name",
      headerName: "Sub Jasa",
      minWidth: 85,
      ...text("sub_service_name"),
    },
    durationCol<OrderRow>("duration", "Durasi", {
      width: 85,
      minWidth: 85,
      ...sortable,
      ...filterBy.range("duration"),
    }),
    // Harga and Harga Bersih stay in view at 800 px (with their pinned totals).
    // pinRight's 150 px holds a total in the billions ('Rp 1.595.692.245') without cutting it.
    moneyCol<OrderRow>("price", "Harga", {
      ...pinRight,
      minWidth: 115,
      ...sortable,
      ...filterBy.range("price", true),
    }),
    moneyCol<OrderRow>("net_price", "Harga Bersih", {
      ...pinRight,
      minWidth: 115,
      ...sortable,
      ...filterBy.range("net_price", true),
    }),
    enumCol<OrderRow>("refund_status", "Refund", REFUND_STATUSES, undefined, {
      editable: true,
      minWidth: 105,
      headerTooltip: "Klik dua kali atau Enter untuk mengubah, Ctrl+Z untuk membatalkan",
      ...sortable,
      ...filterBy.select("refund_status", REFUND_STATUSES),
    }),
    actionsCol<OrderRow>({ ...actions }),
  ];
}
