// /admin/report/weekly-talent (RULES.md S2): No, Admin, Tanggal Order, Talent, Aksi ('Lihat Detail'
// → the talent's weekly report). Admin, date and talent sort on the server.
import type { ColDef } from "ag-grid-community";
import type { OrderSummaryRow } from "../src/contract/order-reports";
import { dateCol, rowNumberCol, textActionsCol } from "./column-types";

export function weeklyTalentColumns(
  onDetail: (r: OrderSummaryRow) => void,
): ColDef<OrderSummaryRow>[] {
  return [
    rowNumberCol<OrderSummaryRow>(),
    { field: "admin_name", headerName: "Admin", sortable: true, minWidth: 120 },
    dateCol<OrderSummaryRow>("date", "Tanggal Order", { sortable: true, width: 140 }),
    { field: "talent_name", headerName: "Talent", sortable: true, minWidth: 140 },
    textActionsCol<OrderSummaryRow>([{ text: "Lihat Detail", onClick: onDetail }]),
  ];
}
