import { call } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";

/** GET /payouts/ledger: one person's weeks (owed, paid, running balance) and payouts. */
export const getPayoutLedger = async (person_type: "talent" | "admin", person_id: number) =>
  (await call(payoutsApi.ledger, { query: { person_type, person_id } })).data;
