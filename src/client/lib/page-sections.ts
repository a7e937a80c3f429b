// A page that shows another feature's section (the payout ledger under an order report, the
// payout totals on the summary, the months on the kas screen): features never import each
// other, so the page renders <Outlet context={...} /> where the section goes, the app's router
// (client/app/router.tsx) puts the section's route under the page's route as its child, and
// the section reads what the page gave it through one of these hooks.
import { useOutletContext } from "react-router-dom";

/** Under a report with a date range (empty ends: open). */
export interface RangeSection {
  start: string;
  end: string;
}

/** Under a talent's or an admin's order report: whose report it is, and its chosen range. */
export interface PersonSection {
  by: "talent" | "admin";
  id: number;
  range: RangeSection;
}

export const usePersonSection = () => useOutletContext<PersonSection>();
export const useRangeSection = () => useOutletContext<RangeSection>();
