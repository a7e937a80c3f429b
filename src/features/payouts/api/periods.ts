import { call } from "../../../client/lib/call";
import { periodsApi } from "../../../contract/api/payouts";

/** GET /periods: the months with their closed state, newest first. */
export const getPeriods = () => call(periodsApi.list);
/** POST /periods/:month/close (owner). */
export const closePeriod = (month: string) => call(periodsApi.close, { params: { month } });
/** POST /periods/:month/reopen (owner, with a reason). */
export const reopenPeriod = (month: string, body: { reason: string }) =>
  call(periodsApi.reopen, { params: { month }, body });
