// Grid view of /admin/report/weekly: the same rows as the cards, with the range's total pinned
// (the server's weekly totals, equal to the global summary of that range); each figure filters
// from–to in its header.
import type { ColDef } from "ag-grid-community";
import type { WeeklyRow } from "../src/contract/weekly";
import { filterBy } from "../src/components/server-grid";
import { moneyCol, numberCol, periodCol, pinRight } from "./column-types";
import { MAX_TOTAL } from "../src/contract/rupiah";

/** A week's money, filtered from–to in the header on the server (GET /weekly). */
const money = (field: keyof WeeklyRow & string, header: string) =>
  moneyCol<WeeklyRow>(field, header, filterBy.money(field, MAX_TOTAL));

export const weeklyColumns: ColDef<WeeklyRow>[] = [
  periodCol<WeeklyRow>(),
  numberCol<WeeklyRow>("total_orders", "Order", {
    minWidth: 90,
    flex: 0.6,
    ...filterBy.range("total_orders"),
  }),
  money("total_income", "Total Income"),
  money("tip_talent", "Tip Talent"),
  money("tip_admin", "Tip Admin"),
  money("total_talent", "Total Talent Share"),
  money("total_admin", "Total Admin Share"),
  // What the agency keeps stays in view on narrow screens (and may fall below zero).
  moneyCol<WeeklyRow>("sisa", "Sisa", { ...pinRight, ...filterBy.money("sisa", MAX_TOTAL, true) }),
];
