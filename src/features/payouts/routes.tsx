import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";
import { paths } from "../../client/lib/paths";

/** The list's atoms and the sections, one chunk (lazy.ts). */
const load = () => import("./lazy");

/** /admin/report/weekly-talent-reports: the weekly payout list (RULES.md D5). */
export const payoutsRoutes: RouteObject[] = [
  {
    path: paths.weeklyTalentReports.pattern,
    lazy: lazyPage(() => import("./pages/WeeklyPayoutsPage")),
    loader: prefetchQueries(() => load().then((a) => [a.weeklyTalentsList.queryAtom])),
  },
];

/** A section as the index child route of the page that shows it. */
const section = (name: "PayoutLedger" | "PayoutTotals" | "PeriodsSection"): RouteObject[] => [
  { index: true, lazy: lazyPage(() => load().then((s) => ({ default: s[name] }))) },
];

/**
 * The payout sections other pages show (client/lib/page-sections.ts), by the page's route; the
 * app's router makes each its page route's children. Under an order report (PersonSection) the
 * person's weeks, balance and payouts; on the summary (RangeSection) owed, paid and outstanding
 * over its range; on the kas screen the months, closed by the owner and reopened with a reason.
 */
export const payoutSections: Record<string, RouteObject[]> = {
  [paths.talentReport.pattern]: section("PayoutLedger"),
  [paths.adminReport.pattern]: section("PayoutLedger"),
  [paths.summary.pattern]: section("PayoutTotals"),
  [paths.kas.pattern]: section("PeriodsSection"),
};
