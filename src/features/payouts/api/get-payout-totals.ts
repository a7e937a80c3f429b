import { call } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";

/** GET /payouts totals over the range (talents and admins): owed, paid, outstanding. */
export const getPayoutTotals = async (q: { start_date?: string; end_date?: string }) =>
  (await call(payoutsApi.list, { query: { ...q, limit: 1 } })).totals;
