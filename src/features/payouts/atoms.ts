// State of the payout screens: the weekly payout list (its page, sort, search, period and
// header filters in the URL, list-atoms), one person's ledger, the payout totals of a range and
// the months with their closed state. Every key root is in client/lib/invalidation.ts: a
// payout refreshes what shows owed and paid money and kas, a close or reopen the months.
import { periodToWire } from "../../contract/list-query";
import { queryAtom } from "../../client/lib/invalidation";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { createListAtoms, pagedCall } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { WEEKLY_TALENTS_FILTERS } from "../../contract/filter-fields";
import type { WeeklyTalentsPage, WeeklyTalentsRow } from "../../contract/weekly";
import { getPayoutLedger } from "./api/get-payout-ledger";
import { getPayoutTotals } from "./api/get-payout-totals";
import { getWeeklyTalents } from "./api/get-weekly-talents";
import { getPeriods } from "./api/periods";

/** /admin/report/weekly-talent-reports: every talent's weeks (the weekly payout list). */
export const weeklyTalentsList = createListAtoms<
  WeeklyTalentsRow,
  { totals: WeeklyTalentsPage["totals"] }
>({
  key: "weekly-talents",
  path: paths.weeklyTalentReports.pattern,
  defaultSize: 25,
  defaultSort: { by: "start_date", dir: "DESC" },
  ...pagedCall(getWeeklyTalents, "weekly-talents", WEEKLY_TALENTS_FILTERS, {
    search: "search",
    period: true,
  }),
});

/** One person's weekly ledger and a page of payouts, keyed `${by}|${id}|${page}`. */
export const payoutLedger = entityAtoms("payout-ledger", (key: string) => {
  const [by, id, page] = key.split("|");
  return getPayoutLedger(by as "talent" | "admin", Number(id), Number(page || 0));
});

/** Owed, paid and outstanding to talents and admins over a range, keyed `${start}|${end}`. */
export const payoutTotals = entityAtoms("payout-totals", (key: string) => {
  const [start, end] = key.split("|");
  return getPayoutTotals(periodToWire({ start, end }));
});

/** The months and whether each is closed; a close or reopen refreshes it. */
export const periodsAtom = queryAtom("periods", () => ({
  key: [],
  queryFn: async () => (await getPeriods()).data,
  staleTime: 0,
}));
