// /admin/report/weekly-talent-reports (RULES.md D5, the weekly payout list): Talent, Periode,
// Total Income, Tip Talent, Talent Share, Total, and (RULES.md D9) Dibayar, Sisa Hutang and the
// status with its header filter and each figure from–to; every column sorts on the server.
import type { ColDef } from "ag-grid-community";
import type { WeeklyTalentsRow } from "../src/contract/weekly";
import { filterBy } from "../src/components/server-grid";
import { PAYOUT_STATUSES, PAYOUT_STATUS_LABELS } from "../src/contract/payout-values";
import { enumCol, moneyCol, periodCol, pinRight, secondary } from "./column-types";
import { MAX_TOTAL } from "../src/contract/rupiah";

const sortable = { sortable: true };

/** A week's figure: sorted on the server, filtered from–to in its header. */
const money = (field: keyof WeeklyTalentsRow & string, header: string) =>
  moneyCol<WeeklyTalentsRow>(field, header, { ...sortable, ...filterBy.money(field, MAX_TOTAL) });

export const weeklyTalentsColumns: ColDef<WeeklyTalentsRow>[] = [
  // widths to the content so that Total, Dibayar and Sisa Hutang fit beside the actions at 1366 px
  { field: "talent_name", headerName: "Talent", minWidth: 120, ...sortable },
  periodCol<WeeklyTalentsRow>("Periode", { ...sortable, minWidth: 185 }),
  enumCol<WeeklyTalentsRow>("status", "Status", PAYOUT_STATUSES, PAYOUT_STATUS_LABELS, {
    ...sortable,
    minWidth: 130,
    ...filterBy.select(
      "status",
      PAYOUT_STATUSES,
      (v) => PAYOUT_STATUS_LABELS[v as keyof typeof PAYOUT_STATUS_LABELS],
    ),
  }),
  // below 1400 px the payout comes first: Total (share + tip), Dibayar, Sisa Hutang
  secondary(money("total_income", "Total Income")),
  secondary(money("tip_talent", "Tip Talent")),
  secondary(money("total_talent_share", "Talent Share")),
  money("talent_fee_plus_tip", "Total"),
  money("paid", "Dibayar"),
  // What was paid past what the week owes (status 'Lebih bayar'), apart from what is owed.
  secondary(moneyCol<WeeklyTalentsRow>("overpaid", "Lebih Bayar")),
  // What is still owed stays in view on narrow screens; never below 0 (RULES.md D9).
  moneyCol<WeeklyTalentsRow>("outstanding", "Sisa Hutang", {
    ...sortable,
    ...pinRight,
    ...filterBy.money("outstanding", MAX_TOTAL, true),
  }),
];
