// Grid view of /admin/report/weekly: the same rows as the cards, with the range's total pinned
// (the server's weekly totals, equal to the global summary of that range).
import type { ColDef } from "ag-grid-community";
import type { WeeklyRow } from "../src/contract/weekly";
import { moneyCol, numberCol, periodCol, pinRight } from "./column-types";

export const weeklyColumns: ColDef<WeeklyRow>[] = [
  periodCol<WeeklyRow>(),
  numberCol<WeeklyRow>("total_orders", "Order", { minWidth: 80, flex: 0.6 }),
  moneyCol<WeeklyRow>("total_income", "Total Income"),
  moneyCol<WeeklyRow>("tip_talent", "Tip Talent"),
  moneyCol<WeeklyRow>("tip_admin", "Tip Admin"),
  moneyCol<WeeklyRow>("total_talent", "Total Talent Share"),
  moneyCol<WeeklyRow>("total_admin", "Total Admin Share"),
  // What the agency keeps stays in view on narrow screens.
  moneyCol<WeeklyRow>("sisa", "Sisa", pinRight),
];
