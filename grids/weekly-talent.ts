// /admin/report/weekly-talent (RULES.md S2): No, Admin, Tanggal Order, Talent, Aksi ('Lihat Detail'
// → the talent's weekly report). Admin, date and talent sort on the server; the names filter in the
// header (GET /order/talents admin_name / talent_name contain), the date by the list's range.
import type { ColDef } from "ag-grid-community";
import type { OrderSummaryRow } from "../src/contract/order-reports";
import { filterBy } from "../src/components/server-grid";
import { dateCol, rowNumberCol, textActionsCol } from "./column-types";

export function weeklyTalentColumns(
  onDetail: (r: OrderSummaryRow) => void,
): ColDef<OrderSummaryRow>[] {
  return [
    rowNumberCol<OrderSummaryRow>(),
    {
      field: "admin_name",
      headerName: "Admin",
      sortable: true,
      minWidth: 120,
      ...filterBy.text("admin_name"),
    },
    dateCol<OrderSummaryRow>("date", "Tanggal Order", {
      sortable: true,
      width: 150,
      ...filterBy.date(),
    }),
    {
      field: "talent_name",
      headerName: "Talent",
      sortable: true,
      minWidth: 140,
      ...filterBy.text("talent_name"),
    },
    textActionsCol<OrderSummaryRow>([{ text: "Lihat Detail", onClick: onDetail }]),
  ];
}
