import { call } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";

/**
 * GET /payouts/ledger: one person's weeks (owed, paid, running balance) and one page of their
 * payouts, newest first, with how many there are (`totalRows`).
 */
export const getPayoutLedger = async (
  person_type: "talent" | "admin",
  person_id: number,
  page: number,
) => call(payoutsApi.ledger, { query: { person_type, person_id, page } });
