import { call, type CallArgs } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";

/** GET /weekly/talents: every talent's weeks (the weekly payout list), sums over the filter. */
export const getWeeklyTalents = (query: CallArgs<typeof payoutsApi.weekly>["query"]) =>
  call(payoutsApi.weekly, { query });
