// /admin/report/weekly-talent-reports (RULES.md D5, the weekly payout list): Talent, Periode,
// Total Income, Tip Talent, Talent Share, Total, and (issue 24) Dibayar, Sisa Hutang and the
// status with its header filter and each figure from–to; every column sorts on the server.
import type { ColDef } from "ag-grid-community";
import type { WeeklyTalentsRow } from "../src/contract/weekly";
import { filterBy } from "../src/components/server-grid/header-filters";
import { enumCol, moneyCol, periodCol, pinRight, secondary } from "./column-types";

const sortable = { sortable: true };

/** A week's figure: sorted on the server, filtered from–to in its header. */
const money = (field: keyof WeeklyTalentsRow & string, header: string) =>
  moneyCol<WeeklyTalentsRow>(field, header, { ...sortable, ...filterBy.range(field, true) });

export const PAY_STATUS_LABELS = { LUNAS: "Lunas", SEBAGIAN: "Sebagian", BELUM: "Belum" } as const;
const STATUSES = ["LUNAS", "SEBAGIAN", "BELUM"] as const;

export const weeklyTalentsColumns: ColDef<WeeklyTalentsRow>[] = [
  { field: "talent_name", headerName: "Talent", minWidth: 140, ...sortable },
  periodCol<WeeklyTalentsRow>("Periode", sortable),
  enumCol<WeeklyTalentsRow>("status", "Status", STATUSES, PAY_STATUS_LABELS, {
    ...sortable,
    minWidth: 150,
    ...filterBy.select(
      "status",
      STATUSES,
      (v) => PAY_STATUS_LABELS[v as keyof typeof PAY_STATUS_LABELS],
    ),
  }),
  // below 1400 px the payout comes first: Total (share + tip), Dibayar, Sisa Hutang
  secondary(money("total_income", "Total Income")),
  secondary(money("tip_talent", "Tip Talent")),
  secondary(money("total_talent_share", "Talent Share")),
  money("talent_fee_plus_tip", "Total"),
  money("paid", "Dibayar"),
  // What is still owed stays in view on narrow screens; overpaid weeks owe less than nothing.
  moneyCol<WeeklyTalentsRow>("outstanding", "Sisa Hutang", {
    ...sortable,
    ...pinRight,
    ...filterBy.range("outstanding", true, true),
  }),
];
