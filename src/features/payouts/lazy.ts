// What the route table loads of this feature beside its page, in one chunk (one lazy import in
// the app's entry, /login's bundle budget): the payout list's atoms for the route's prefetch,
// and the sections other pages show (client/lib/page-sections.ts).
export { weeklyTalentsList } from "./atoms";
export { default as PayoutLedger } from "./sections/PayoutLedger";
export { default as PayoutTotals } from "./sections/PayoutTotals";
export { default as PeriodsSection } from "./sections/PeriodsSection";
