// Rows of the reconciliation panel whose report figure (rollup) differs from their orders:
// name, figure in the reports, figure from the orders, difference (red).
import type { ColDef } from "ag-grid-community";
import type { ReconcileRow } from "../src/contract/summary";
import { moneyCol } from "./column-types";

export const reconcileColumns: ColDef<ReconcileRow>[] = [
  { field: "name", headerName: "Nama", minWidth: 140 },
  moneyCol<ReconcileRow>("total", "Di laporan"),
  moneyCol<ReconcileRow>("orders_total", "Dari order"),
  moneyCol<ReconcileRow>("difference", "Selisih", {
    cellClass: ["ag-right-aligned-cell", "kt-cell-num", "kt-money-negative"],
  }),
];
