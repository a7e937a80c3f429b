// /admin/report/weekly-talent-reports (decisions.md §5, the weekly payout list): Talent, Periode,
// Total Income, Tip Talent, Talent Share, Total; every column sorts on the server.
import type { ColDef } from "ag-grid-community";
import type { WeeklyTalentsRow } from "../src/contract/reports";
import { moneyCol, periodCol, pinRight } from "./column-types";

const sortable = { sortable: true };

export const weeklyTalentsColumns: ColDef<WeeklyTalentsRow>[] = [
  { field: "talent_name", headerName: "Talent", minWidth: 140, ...sortable },
  periodCol<WeeklyTalentsRow>("Periode", sortable),
  moneyCol<WeeklyTalentsRow>("total_income", "Total Income", sortable),
  moneyCol<WeeklyTalentsRow>("tip_talent", "Tip Talent", sortable),
  moneyCol<WeeklyTalentsRow>("total_talent_share", "Talent Share", sortable),
  // What each talent is paid stays in view on narrow screens.
  moneyCol<WeeklyTalentsRow>("talent_fee_plus_tip", "Total", { ...sortable, ...pinRight }),
];
