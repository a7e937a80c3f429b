// /admin/report/talents-orders-summary and admins-orders-summary (RULES.md S2): No, Talent (Admin),
// Tanggal Order, Detail (the other side of the latest order), the money figures per row the
// server returns (less used ones start hidden: column chooser), Aksi ('Lihat Detail',
// 'Export Monthly'). Sortable columns are the API's sort_by keys.
import type { ColDef } from "ag-grid-community";
import type { OrderSummaryRow } from "../src/contract/reports";
import {
  dateCol,
  moneyCol,
  numberCol,
  rowNumberCol,
  textActionsCol,
  pinRight,
  secondary,
} from "./column-types";
import type { TextAction } from "./renderers/TextActionsCell";

const sortable = { sortable: true };

export function orderSummaryColumns(
  by: "talent" | "admin",
  buttons: TextAction<OrderSummaryRow>[],
): ColDef<OrderSummaryRow>[] {
  const talent = by === "talent";
  return [
    rowNumberCol<OrderSummaryRow>(),
    talent
      ? { field: "talent_name", headerName: "Talent", minWidth: 140, ...sortable }
      : { field: "admin_name", headerName: "Admin", minWidth: 140, ...sortable },
    dateCol<OrderSummaryRow>("date", "Tanggal Order", { ...sortable, width: 130 }),
    secondary({
      colId: "detail",
      headerName: "Detail",
      minWidth: 150,
      valueGetter: (p) =>
        p.data && !p.node?.rowPinned
          ? talent
            ? `Admin: ${p.data.admin_name}`
            : `Talent: ${p.data.talent_name}`
          : "",
    }),
    numberCol<OrderSummaryRow>("total_orders", "Total Order", { ...sortable, minWidth: 110 }),
    moneyCol<OrderSummaryRow>("total_uang_masuk", "Uang Masuk", { ...sortable, ...pinRight }),
    moneyCol<OrderSummaryRow>("total_price", "Harga", { ...sortable, hide: true }),
    moneyCol<OrderSummaryRow>("total_talent_fee", "Talent Fee", { ...sortable, hide: !talent }),
    moneyCol<OrderSummaryRow>("tip_talent", "Tip Talent", { hide: !talent }),
    moneyCol<OrderSummaryRow>("total_admin_fee", "Admin Fee", { ...sortable, hide: talent }),
    moneyCol<OrderSummaryRow>("tip_admin", "Tip Admin", { hide: talent }),
    moneyCol<OrderSummaryRow>("sisa", "Sisa", { ...sortable, hide: true }),
    textActionsCol<OrderSummaryRow>(buttons),
  ];
}
