// 'Order Terbaru' on the dashboard (RULES.md S2): No, Admin, Tanggal, Talent, Customer, Umur, Jasa,
// Durasi, Harga. Empty cells show '-' (ServerGrid's default formatter and the column types).
import type { ColDef } from "ag-grid-community";
import type { OrderRow } from "../src/contract/orders";
import { filterBy } from "../src/components/server-grid";
import {
  dateCol,
  moneyCol,
  narrowFigure,
  numberCol,
  rowNumberCol,
  durationCol,
  sortedText,
} from "./column-types";
import { MAX_AMOUNT } from "../src/contract/rupiah";

/** Sorted on the server, filtered in the header by the list's own query names (GET /order/orders). */

export const dashboardOrdersColumns: ColDef<OrderRow>[] = [
  rowNumberCol<OrderRow>(),
  { field: "admin_name", headerName: "Admin", minWidth: 110, ...sortedText("admin_name") },
  dateCol<OrderRow>("date", "Tanggal", { sortable: true, ...filterBy.date() }),
  { field: "talent_name", headerName: "Talent", minWidth: 120, ...sortedText("talent_name") },
  { field: "customer_name", headerName: "Customer", minWidth: 130, ...sortedText("customer_name") },
  numberCol<OrderRow>("customer_age", "Umur", {
    width: 80,
    minWidth: 70,
    flex: 0,
    sortable: true,
    ...filterBy.range("customer_age"),
  }),
  { field: "service_name", headerName: "Jasa", minWidth: 120, ...sortedText("service_name") },
  // Durasi and Harga stay pinned right: on narrow screens the money never scrolls out of view.
  durationCol<OrderRow>("duration", "Durasi", {
    pinned: "right",
    ...narrowFigure("duration", 100, 90),
  }),
  moneyCol<OrderRow>("price", "Harga", {
    width: 140,
    flex: 0,
    pinned: "right",
    sortable: true,
    ...filterBy.money("price", MAX_AMOUNT),
  }),
];
