// 'Order Terbaru' on the dashboard (RULES.md S2): No, Admin, Tanggal, Talent, Customer, Umur, Jasa,
// Durasi, Harga. Empty cells show '-' (ServerGrid's default formatter and the column types).
import type { ColDef } from "ag-grid-community";
import type { OrderRow } from "../src/contract/orders";
import { dateCol, moneyCol, numberCol, rowNumberCol, durationCol } from "./column-types";

export const dashboardOrdersColumns: ColDef<OrderRow>[] = [
  rowNumberCol<OrderRow>(),
  { field: "admin_name", headerName: "Admin", minWidth: 110 },
  dateCol<OrderRow>("date", "Tanggal"),
  { field: "talent_name", headerName: "Talent", minWidth: 120 },
  { field: "customer_name", headerName: "Customer", minWidth: 130 },
  numberCol<OrderRow>("customer_age", "Umur", { width: 80, minWidth: 70, flex: 0 }),
  { field: "service_name", headerName: "Jasa", minWidth: 120 },
  // Durasi and Harga stay pinned right: on narrow screens the money never scrolls out of view.
  durationCol<OrderRow>("duration", "Durasi", {
    pinned: "right",
    width: 100,
    minWidth: 90,
    flex: 0,
  }),
  moneyCol<OrderRow>("price", "Harga", { width: 140, flex: 0, pinned: "right" }),
];
