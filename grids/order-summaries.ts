// /admin/report/talents-orders-summary and admins-orders-summary (RULES.md S2): No, Talent (Admin),
// Tanggal Order, Detail (the other side of the latest order), the money figures per row the
// server returns (less used ones start hidden: column chooser), Aksi ('Lihat Detail',
// 'Export Monthly'). Sortable columns are the API's sort_by keys; header filters its filter names
// (contract ORDER_SUMMARY_FILTERS: names contain, figures from–to, Tanggal the date range).
import type { ColDef } from "ag-grid-community";
import type { OrderSummaryRow } from "../src/contract/order-reports";
import { filterBy } from "../src/components/server-grid";
import {
  dateCol,
  moneyCol,
  numberCol,
  rowNumberCol,
  textActionsCol,
  pinRight,
  secondary,
  sortedText,
} from "./column-types";
import type { TextAction } from "./renderers/TextActionsCell";
import { MAX_TOTAL } from "../src/contract/rupiah";

const sortable = { sortable: true };
/** A from–to rupiah filter on the column's own field; sortable unless `sort` is false. */
const money = (key: string, sort = true) => ({
  ...(sort ? sortable : {}),
  ...filterBy.money(key, MAX_TOTAL),
});

export function orderSummaryColumns(
  by: "talent" | "admin",
  buttons: TextAction<OrderSummaryRow>[],
): ColDef<OrderSummaryRow>[] {
  const talent = by === "talent";
  return [
    rowNumberCol<OrderSummaryRow>(),
    talent
      ? { field: "talent_name", headerName: "Talent", minWidth: 140, ...sortedText("talent_name") }
      : { field: "admin_name", headerName: "Admin", minWidth: 140, ...sortedText("admin_name") },
    dateCol<OrderSummaryRow>("date", "Tanggal Order", {
      ...sortable,
      ...filterBy.date(),
      width: 130,
    }),
    secondary({
      colId: "detail",
      // the other side of the latest order, filtered by its name
      ...filterBy.text(talent ? "admin_name" : "talent_name"),
      headerName: "Detail",
      minWidth: 150,
      valueGetter: (p) =>
        p.data && !p.node?.rowPinned
          ? talent
            ? `Admin: ${p.data.admin_name}`
            : `Talent: ${p.data.talent_name}`
          : "",
    }),
    numberCol<OrderSummaryRow>("total_orders", "Total Order", {
      ...sortable,
      ...filterBy.range("total_orders"),
      minWidth: 110,
    }),
    moneyCol<OrderSummaryRow>("total_uang_masuk", "Uang Masuk", {
      ...money("total_uang_masuk"),
      ...pinRight,
    }),
    moneyCol<OrderSummaryRow>("total_price", "Harga", { ...money("total_price"), hide: true }),
    moneyCol<OrderSummaryRow>("total_talent_fee", "Talent Fee", {
      ...money("total_talent_fee"),
      hide: !talent,
    }),
    moneyCol<OrderSummaryRow>("tip_talent", "Tip Talent", {
      ...money("tip_talent", false),
      hide: !talent,
    }),
    moneyCol<OrderSummaryRow>("total_admin_fee", "Admin Fee", {
      ...money("total_admin_fee"),
      hide: talent,
    }),
    moneyCol<OrderSummaryRow>("tip_admin", "Tip Admin", {
      ...money("tip_admin", false),
      hide: talent,
    }),
    // Sisa may fall below zero: a signed range
    moneyCol<OrderSummaryRow>("sisa", "Sisa", {
      ...sortable,
      ...filterBy.money("sisa", MAX_TOTAL, true),
      hide: true,
    }),
    textActionsCol<OrderSummaryRow>(buttons),
  ];
}
