// The payout ledger: what was paid to whom for which period (RULES.md D9). What each person
// earned, was paid and still owes per period: payout-periods.ts.
import type { Queryable } from "../connection";
import type { PersonType } from "./money-sql";

export type { PersonType };
export type PeriodKind = "week" | "month";

export interface PayoutRow {
  id: number;
  person_type: PersonType;
  person_id: number;
  person_name: string;
  period_kind: PeriodKind;
  start_date: string;
  end_date: string;
  amount: number;
  paid_at: string;
  method: string;
  place: string | null;
  reference: string;
  proof_image: string | null;
  advance: boolean;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}

/** A payout as it is written: its row without what the database and the joins add. */
export type NewPayout = Omit<
  PayoutRow,
  "id" | "person_name" | "created_by" | "created_by_name" | "created_at"
> & { created_by: number };

export const personName = (alias: string) =>
  `CASE ${alias}.person_type WHEN 'talent' THEN t.name ELSE u.username END`;
const PERSON_NAME = personName("p");
const PAYOUT_SELECT = `SELECT p.id, p.person_type, p.person_id, COALESCE(${PERSON_NAME}, '') AS person_name,
    p.period_kind, p.start_date, p.end_date, p.amount, p.paid_at, p.method, p.place, p.reference,
    p.proof_image, p.advance, p.created_by, c.username AS created_by_name, p.created_at
  FROM payouts p
  LEFT JOIN talents t ON p.person_type = 'talent' AND t.id = p.person_id
  LEFT JOIN users u ON p.person_type = 'admin' AND u.id = p.person_id
  LEFT JOIN users c ON c.id = p.created_by`;

/** The columns of a new payout, in the INSERT's order (its parameters follow them). */
const NEW_COLUMNS = `person_type person_id period_kind start_date end_date amount paid_at method
  place reference proof_image advance created_by`.split(/\s+/) as (keyof NewPayout)[];

export async function insertPayout(tx: Queryable, p: NewPayout): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payouts (${NEW_COLUMNS.join(", ")})
     VALUES (${NEW_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
    NEW_COLUMNS.map((c) => p[c]),
  );
  return Number(row.id);
}

export async function findPayout(db: Queryable, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.query<PayoutRow>(`${PAYOUT_SELECT} WHERE p.id = $1`, [id]);
  return row && { ...row, id: Number(row.id) };
}

/** Inside a transaction: the payout row held until commit (a second delete waits, then 404s). */
export async function lockPayout(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query("SELECT 1 FROM payouts WHERE id = $1 FOR UPDATE", [id]);
  return rows.length > 0;
}

export async function deletePayout(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM payouts WHERE id = $1", [id]);
}

/**
 * Does the person exist (a talent, or a user for admin payouts)? Inside the payout's transaction
 * the row is held (KEY SHARE) until commit, so a talent cannot be deleted between this check
 * and the payout row: the delete waits, then sees the payout and refuses.
 */
export async function personExists(db: Queryable, type: PersonType, id: number) {
  const table = type === "talent" ? "talents" : "users";
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR KEY SHARE`, [id]);
  return rows.length > 0;
}

/** How many payouts a person has received (a talent with payouts is not deleted). */
export async function countPersonPayouts(
  db: Queryable,
  type: PersonType,
  id: number,
): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM payouts WHERE person_type = $1 AND person_id = $2",
    [type, id],
  );
  return Number(n);
}

/** Σ payouts and Σ kas lowered by payouts (kas audit rows that name a payout): the reconciliation. */
export async function payoutKasCheck(db: Queryable): Promise<{ payouts: number; kas: number }> {
  const [row] = await db.query<{ payouts: number; kas: number }>(
    `SELECT (SELECT COALESCE(SUM(amount), 0) FROM payouts) AS payouts,
            (SELECT COALESCE(SUM((old_value->>'kas')::numeric - (new_value->>'kas')::numeric), 0)
               FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas'
                AND new_value ? 'payout_id') AS kas`,
  );
  return { payouts: Number(row.payouts), kas: Number(row.kas) };
}

/** One page of a person's payouts, newest first, and how many there are. */
export async function personPayouts(
  db: Queryable,
  type: PersonType,
  id: number,
  page: { page: number; limit: number },
): Promise<{ rows: PayoutRow[]; totalRows: number }> {
  const rows = await db.query<PayoutRow>(
    `${PAYOUT_SELECT} WHERE p.person_type = $1 AND p.person_id = $2
      ORDER BY p.paid_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [type, id, page.limit, page.page * page.limit],
  );
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id) })),
    totalRows: await countPersonPayouts(db, type, id),
  };
}
