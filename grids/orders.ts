// Columns of /admin/orders (RULES.md S2): selection checkbox (grid option), No, order number, admin,
// date, talent, customer, age, service, sub-service, duration, price, net price, refund status
// (shown 'Tidak ada' / 'Refund 50%' / 'Refund 100%'), description (hidden at first) and row
// actions. Customer, age, price, refund and description edit in the cell (the page's
// useSpreadsheet saves each through PUT /order/updateOrder). Every data column but the
// description sorts on the server (`sort_by` = the field).
import type { ColDef } from "ag-grid-community";
import { REFUND_LABELS, REFUND_STATUSES } from "../src/contract/values";
import {
  largeTextEditor,
  rupiahEditor,
  textEditor,
  wholeNumberEditor,
  type FieldSchema,
} from "./editors";
import type { OrderRow } from "../src/contract/orders";
import type { RefundStatus } from "../src/money/rules";
import {
  actionsCol,
  dateCol,
  enumCol,
  moneyCol,
  numberCol,
  pinRight,
  rowNumberCol,
  durationCol,
  secondary,
  sortedText,
} from "./column-types";
import type { RowActions } from "./renderers/ActionsCell";
import { filterBy } from "../src/components/server-grid";
import { MAX_AMOUNT } from "../src/contract/rupiah";

/** Fields the grid edits in place (PUT /order/updateOrder/:id). */
export type OrderCellField =
  "customer_name" | "customer_age" | "price" | "refund_status" | "description";

const EDIT_TIP = "Enter, F2 atau ketik untuk mengubah; Ctrl+Z membatalkan, Ctrl+Y mengulang";

const sortable = { sortable: true } as const;

/** A field of the Edit Order form: the cell reads what it types exactly as the dialog does. */
const formField =
  (name: "price" | "customer_age"): FieldSchema =>
  () =>
    import("../src/contract/orders").then((m) => m.updateOrderForm.shape[name]);

export function orderColumns(actions: RowActions<OrderRow>): ColDef<OrderRow>[] {
  return [
    rowNumberCol<OrderRow>(),
    { field: "no_order", headerName: "No Order", minWidth: 100, ...sortable },
    { field: "admin_name", headerName: "Admin", minWidth: 80, ...sortedText("admin_name") },
    dateCol<OrderRow>("date", "Tanggal", {
      width: 100,
      minWidth: 100,
      ...sortable,
      ...filterBy.date(),
    }),
    { field: "talent_name", headerName: "Talent", minWidth: 90, ...sortedText("talent_name") },
    {
      field: "customer_name",
      headerName: "Customer",
      minWidth: 105,
      ...sortedText("customer_name"),
      ...textEditor(120),
    },
    // below 1400 px Umur, Sub Jasa and Durasi give their room to the rest (column chooser)
    secondary(
      numberCol<OrderRow>("customer_age", "Umur", {
        width: 70,
        minWidth: 70,
        ...sortable,
        ...filterBy.range("customer_age"),
        ...wholeNumberEditor(formField("customer_age")),
      }),
    ),
    { field: "service_name", headerName: "Jasa", minWidth: 80, ...sortedText("service_name") },
    secondary({
      field: "sub_service_name",
      headerName: "Sub Jasa",
      minWidth: 85,
      ...sortedText("sub_service_name"),
    }),
    secondary(
      durationCol<OrderRow>("duration", "Durasi", {
        width: 85,
        minWidth: 85,
        ...sortable,
        ...filterBy.range("duration"),
      }),
    ),
    // Harga and Harga Bersih stay in view at 800 px (with their pinned totals).
    // pinRight's 150 px holds a total in the billions ('Rp 1.595.692.245') without cutting it.
    moneyCol<OrderRow>("price", "Harga", {
      ...pinRight,
      minWidth: 115,
      ...sortable,
      ...filterBy.money("price", MAX_AMOUNT),
      ...rupiahEditor(formField("price")),
    }),
    moneyCol<OrderRow>("net_price", "Harga Bersih", {
      ...pinRight,
      minWidth: 115,
      ...sortable,
      ...filterBy.money("net_price", MAX_AMOUNT),
    }),
    enumCol<OrderRow>("refund_status", "Refund", REFUND_STATUSES, REFUND_LABELS, {
      editable: true,
      minWidth: 125,
      headerTooltip: EDIT_TIP,
      ...sortable,
      ...filterBy.select("refund_status", REFUND_STATUSES, (v) => REFUND_LABELS[v as RefundStatus]),
    }),
    {
      field: "description",
      headerName: "Deskripsi",
      hide: true,
      minWidth: 160,
      tooltipField: "description",
      ...largeTextEditor(1000),
    },
    actionsCol<OrderRow>({ ...actions }),
  ];
}
