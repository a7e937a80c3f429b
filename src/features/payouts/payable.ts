// What the record dialogs pay: one person's period and what it still owes. The weekly payout
// list's rows are talents' weeks; an admin's period or a month is the same shape.
import type { WeeklyTalentsRow } from "../../contract/weekly";
import type { LedgerResponse } from "../../contract/payouts";

export interface PayablePeriod {
  id: string;
  person_type: "talent" | "admin";
  person_id: number;
  person_name: string;
  start_date: string;
  end_date: string;
  outstanding: number;
}

/** A row of the weekly payout list as a payable period. */
export const weekOfTalent = (r: WeeklyTalentsRow): PayablePeriod => ({
  id: r.id,
  person_type: "talent",
  person_id: r.talents_id,
  person_name: r.talent_name,
  start_date: r.start_date,
  end_date: r.end_date,
  outstanding: r.outstanding,
});

/** A period of a person's ledger (under a talent's or an admin's order report). */
export const periodOfLedger = (r: LedgerResponse["data"]["periods"][number]): PayablePeriod => ({
  id: `${r.person_type}-${r.person_id}-${r.start_date}`,
  person_type: r.person_type,
  person_id: r.person_id,
  person_name: r.person_name,
  start_date: r.start_date,
  end_date: r.end_date,
  outstanding: r.outstanding,
});
