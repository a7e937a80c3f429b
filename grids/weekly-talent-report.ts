// /admin/report/weekly-talent-report/:id (RULES.md D5, variants A and B merged): Periode,
// Total Income, Tip Talent, Total Talent Share, Total (share + tip), Admin Fee, Sisa, Aksi
// ('Export PDF' per row: the action is passed in, the PDF call lives with the PDF work).
import type { ColDef } from "ag-grid-community";
import type { WeeklyRow } from "../src/contract/weekly";
import { filterBy } from "../src/components/server-grid";
import { moneyCol, periodCol, textActionsCol, pinRight, secondary } from "./column-types";
import type { TextAction } from "./renderers/TextActionsCell";
import { MAX_TOTAL } from "../src/contract/rupiah";

/** A week's money, filtered from–to in the header on the server (GET /weekly/talent/:id). */
const money = (field: keyof WeeklyRow & string, header: string, signed = false) =>
  moneyCol<WeeklyRow>(field, header, filterBy.money(field, MAX_TOTAL, signed));

export function weeklyTalentReportColumns(actions: TextAction<WeeklyRow>[]): ColDef<WeeklyRow>[] {
  return [
    periodCol<WeeklyRow>(),
    money("total_income", "Total Income"),
    // below 1400 px: inside Total (share + tip), so Admin Fee and Sisa stay in view
    secondary(money("tip_talent", "Tip Talent")),
    money("total_talent_share", "Total Talent Share"),
    // What the talent is paid stays in view beside the actions on narrow screens.
    moneyCol<WeeklyRow>("talent_fee_plus_tip", "Total", {
      ...pinRight,
      ...filterBy.money("talent_fee_plus_tip", MAX_TOTAL),
    }),
    money("total_admin", "Admin Fee"),
    money("sisa", "Sisa", true),
    textActionsCol<WeeklyRow>(actions),
  ];
}
