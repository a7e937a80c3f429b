// The payout rules (RULES.md D3, D9) as SQL, one copy each. Every query that shows or checks
// what a person is owed builds on these: the payout list, the weekly payout list, a person's
// ledger, the slip, the rekap PDF and the amount check when a payout is recorded. So the amount
// the payout dialog pre-fills is the amount the server accepts. money/rules.ts earnedBy is the
// same rule for sums already read; the API property tests check both against the independent
// reference (money/reference.ts).
import type { PERSON_TYPES, PAYOUT_STATUSES } from "../../contract/payout-values";

export type PersonType = (typeof PERSON_TYPES)[number];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What a person earns on a row of order money (an order, a rollup row, or their sums): their
 * share plus the tips given to them. `alias` qualifies the columns (`o` → `o.talent_share`).
 */
export function earnedSql(type: PersonType, alias?: string): string {
  const c = alias ? `${alias}.` : "";
  return type === "talent"
    ? `(${c}talent_share + ${c}tip_talent)`
    : `(${c}admin_fee + ${c}tip_admin)`;
}

/** The rollup / orders column that names the person a figure belongs to. */
export const personColumn = (type: PersonType) => (type === "talent" ? "talents_id" : "user_id");

/**
 * A person's own rollup rows, one per person and day: `order_rollup_props`' rows of the
 * dimension named like the person type ('talent', 'admin'), whose key is the person's id as text
 * (RULES.md D8). A period sum per person reads a fourth of the rows of `order_rollup_daily` (day ×
 * talent × admin) and the same money: both are kept by the one upsert.
 */
export const personRollup = (type: PersonType) => ({
  /** FROM and the row condition, for an alias-less `... WHERE ${where}`. */
  from: "order_rollup_props",
  where: `dim = '${type}'`,
  id: "key::int",
  /** The key's value for one person (the key column is text). */
  key: (id: number) => String(id),
});

/**
 * `outstanding`, `overpaid` and `status` of a period from SQL expressions of what it owes and
 * what was paid for it (RULES.md D9): outstanding = what is still owed (owed − paid, never below
 * 0), overpaid = what was paid past owed (a refund or price cut after the payout, or an advance);
 * one of them is 0. LEBIH when paid exceeds owed, LUNAS when it covers it, SEBAGIAN when
 * something is paid, else BELUM. Kept apart so an overpaid period never nets against what other
 * periods or people are still owed.
 */
export function balanceSql(owed: string, paid: string): string {
  return `GREATEST(${owed} - ${paid}, 0) AS outstanding, GREATEST(${paid} - ${owed}, 0) AS overpaid,
    CASE WHEN ${paid} > ${owed} THEN 'LEBIH' WHEN ${paid} >= ${owed} THEN 'LUNAS'
      WHEN ${paid} > 0 THEN 'SEBAGIAN' ELSE 'BELUM' END AS status`;
}

/** The sums of a list of periods (columns owed, paid, outstanding, overpaid of balanceSql's rows). */
export const BALANCE_TOTALS = `COALESCE(SUM(owed), 0) AS owed, COALESCE(SUM(paid), 0) AS paid,
  COALESCE(SUM(outstanding), 0) AS outstanding, COALESCE(SUM(overpaid), 0) AS overpaid`;

export interface Balance {
  owed: number;
  paid: number;
  outstanding: number;
  overpaid: number;
}

/** A balance row (or BALANCE_TOTALS) as numbers: int8 sums may come back as text. */
export const toBalance = (r: Balance): Balance => ({
  owed: Number(r.owed),
  paid: Number(r.paid),
  outstanding: Number(r.outstanding),
  overpaid: Number(r.overpaid),
});
