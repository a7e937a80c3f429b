// The payout ledger (issue 24): what was paid to whom for which period, and what each person
// earned for it by the report SQL (talent: talent_share + tip_talent; admin: admin_fee +
// tip_admin, both from order_rollup_daily). Owed − paid = outstanding, per person and period.
import type { Queryable } from "../connection";
import { Where } from "./report-sql";
import { containsPattern, type SortSpec } from "./paging";

export type PersonType = "talent" | "admin";
export type PeriodKind = "week" | "month";
export type PayoutStatus = "LUNAS" | "SEBAGIAN" | "BELUM";

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

export interface NewPayout {
  person_type: PersonType;
  person_id: number;
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
  created_by: number;
}

const personName = (alias: string) =>
  `CASE ${alias}.person_type WHEN 'talent' THEN t.name ELSE u.username END`;
const PERSON_NAME = personName("p");
const PAYOUT_SELECT = `SELECT p.id, p.person_type, p.person_id, COALESCE(${PERSON_NAME}, '') AS person_name,
    p.period_kind, p.start_date, p.end_date, p.amount, p.paid_at, p.method, p.place, p.reference,
    p.proof_image, p.advance, p.created_by, c.username AS created_by_name, p.created_at
  FROM payouts p
  LEFT JOIN talents t ON p.person_type = 'talent' AND t.id = p.person_id
  LEFT JOIN users u ON p.person_type = 'admin' AND u.id = p.person_id
  LEFT JOIN users c ON c.id = p.created_by`;

export async function insertPayout(tx: Queryable, p: NewPayout): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payouts (person_type, person_id, period_kind, start_date, end_date, amount,
       paid_at, method, place, reference, proof_image, advance, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      p.person_type,
      p.person_id,
      p.period_kind,
      p.start_date,
      p.end_date,
      p.amount,
      p.paid_at,
      p.method,
      p.place,
      p.reference,
      p.proof_image,
      p.advance,
      p.created_by,
    ],
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

/** Does the person exist (a talent, or a user for admin payouts)? */
export async function personExists(db: Queryable, type: PersonType, id: number) {
  const table = type === "talent" ? "talents" : "users";
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}

/** What the person earned over [start, end] by the report SQL (fee + tips to them). */
export async function owedFor(
  db: Queryable,
  type: PersonType,
  id: number,
  start: string,
  end: string,
): Promise<number> {
  const [row] = await db.query<{ owed: number }>(
    type === "talent"
      ? `SELECT COALESCE(SUM(talent_share + tip_talent), 0) AS owed FROM order_rollup_daily
          WHERE talents_id = $1 AND date >= $2::date AND date <= $3::date`
      : `SELECT COALESCE(SUM(admin_fee + tip_admin), 0) AS owed FROM order_rollup_daily
          WHERE user_id = $1 AND date >= $2::date AND date <= $3::date`,
    [id, start, end],
  );
  return Number(row.owed);
}

/** Paid so far for exactly this period. */
export async function paidFor(
  db: Queryable,
  type: PersonType,
  id: number,
  start: string,
  end: string,
): Promise<number> {
  const [row] = await db.query<{ paid: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS paid FROM payouts
      WHERE person_type = $1 AND person_id = $2 AND start_date = $3::date AND end_date = $4::date`,
    [type, id, start, end],
  );
  return Number(row.paid);
}

/**
 * A payout of the other cadence (weekly vs monthly) overlapping [start, end]: the person is paid
 * either by week or by month for a stretch, never both, or one rupiah would be owed twice.
 */
export async function otherCadenceOverlaps(
  db: Queryable,
  type: PersonType,
  id: number,
  kind: PeriodKind,
  start: string,
  end: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payouts WHERE person_type = $1 AND person_id = $2 AND period_kind <> $3
        AND start_date <= $5::date AND end_date >= $4::date LIMIT 1`,
    [type, id, kind, start, end],
  );
  return rows.length > 0;
}

/** Σ payouts and Σ kas lowered by payouts (kas audit rows that name a payout): the reconciliation. */
export async function payoutKasCheck(db: Queryable): Promise<{ payouts: number; kas: number }> {
  const [row] = await db.query<{ payouts: number; kas: number }>(
    `SELECT (SELECT COALESCE(SUM(amount), 0) FROM payouts) AS payouts,
            (SELECT COALESCE(SUM((old_value->>'kas')::bigint - (new_value->>'kas')::bigint), 0)
               FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas'
                AND new_value ? 'payout_id') AS kas`,
  );
  return { payouts: Number(row.payouts), kas: Number(row.kas) };
}

/* ------------------------------ the period list ------------------------------ */

export const PAYOUT_SORTS = {
  start_date: "start_date",
  person_name: "person_name",
  owed: "owed",
  paid: "paid",
  outstanding: "outstanding",
  status: "status",
} as const;

export interface PeriodFilter {
  personType?: PersonType;
  personId?: number;
  /** Periods overlapping [start, end]. */
  start?: string;
  end?: string;
  status?: PayoutStatus;
  search?: string;
  kind: PeriodKind;
}

export interface PeriodRow {
  person_type: PersonType;
  person_id: number;
  person_name: string;
  start_date: string;
  end_date: string;
  owed: number;
  paid: number;
  outstanding: number;
  status: PayoutStatus;
}

export interface PeriodTotals {
  owed: number;
  paid: number;
  outstanding: number;
}

/**
 * One row per person × period that has orders or payouts: owed from the rollup, paid from the
 * payouts of exactly that period. `w` carries the filter's parameters.
 */
function periodRowsSql(f: PeriodFilter, w: Where): string {
  const unit = f.kind === "week" ? "week" : "month";
  const start = `date_trunc('${unit}', date::timestamp)::date`;
  const end =
    f.kind === "week"
      ? `(${start} + 6)`
      : `(date_trunc('month', date::timestamp) + interval '1 month - 1 day')::date`;
  const earned = (type: PersonType) => {
    const col = type === "talent" ? "talents_id" : "user_id";
    const sum = type === "talent" ? "talent_share + tip_talent" : "admin_fee + tip_admin";
    const cond: string[] = [];
    if (f.personId !== undefined) cond.push(`${col} = ${w.param(f.personId)}`);
    // a period overlaps [start, end] when one of its days does: widen by the period's length
    if (f.start) cond.push(`date >= date_trunc('${unit}', ${w.param(f.start)}::timestamp)::date`);
    if (f.end) cond.push(`date <= ${w.param(f.end)}::date + 31`);
    return `SELECT '${type}'::text AS person_type, ${col} AS person_id, ${start} AS start_date,
        ${end} AS end_date, SUM(${sum}) AS owed
      FROM order_rollup_daily ${cond.length ? `WHERE ${cond.join(" AND ")}` : ""}
      GROUP BY ${col}, 3, 4 HAVING SUM(order_count) > 0`;
  };
  const types: PersonType[] = f.personType ? [f.personType] : ["talent", "admin"];
  const paidCond = [`period_kind = ${w.param(f.kind)}`];
  if (f.personType) paidCond.push(`person_type = ${w.param(f.personType)}`);
  if (f.personId !== undefined) paidCond.push(`person_id = ${w.param(f.personId)}`);
  const cond: string[] = [];
  if (f.start) cond.push(`g.end_date >= ${w.param(f.start)}::date`);
  if (f.end) cond.push(`g.start_date <= ${w.param(f.end)}::date`);
  if (f.status) cond.push(`g.status = ${w.param(f.status)}`);
  if (f.search) cond.push(`g.person_name ILIKE ${w.param(containsPattern(f.search))}`);
  return `SELECT * FROM (
    SELECT r.person_type, r.person_id, COALESCE(${personName("r")}, '') AS person_name,
      r.start_date, r.end_date, r.owed, r.paid, r.owed - r.paid AS outstanding,
      CASE WHEN r.paid >= r.owed THEN 'LUNAS' WHEN r.paid > 0 THEN 'SEBAGIAN' ELSE 'BELUM' END AS status
    FROM (
      SELECT COALESCE(e.person_type, p.person_type) AS person_type,
        COALESCE(e.person_id, p.person_id) AS person_id,
        COALESCE(e.start_date, p.start_date) AS start_date,
        COALESCE(e.end_date, p.end_date) AS end_date,
        COALESCE(e.owed, 0) AS owed, COALESCE(p.paid, 0) AS paid
      FROM (${types.map(earned).join(" UNION ALL ")}) e
      FULL JOIN (
        SELECT person_type, person_id, start_date, end_date, SUM(amount) AS paid FROM payouts
         WHERE ${paidCond.join(" AND ")} GROUP BY 1, 2, 3, 4
      ) p ON p.person_type = e.person_type AND p.person_id = e.person_id
         AND p.start_date = e.start_date AND p.end_date = e.end_date
    ) r
    LEFT JOIN talents t ON r.person_type = 'talent' AND t.id = r.person_id
    LEFT JOIN users u ON r.person_type = 'admin' AND u.id = r.person_id
  ) g ${cond.length ? `WHERE ${cond.join(" AND ")}` : ""}`;
}

const num = (r: PeriodRow): PeriodRow => ({
  ...r,
  person_id: Number(r.person_id),
  owed: Number(r.owed),
  paid: Number(r.paid),
  outstanding: Number(r.outstanding),
});

/** A sorted page of person × period rows with the sums over the whole filter. */
export async function periodRowsPage(
  db: Queryable,
  f: PeriodFilter,
  sort: SortSpec<keyof typeof PAYOUT_SORTS>,
  page: { page: number; limit: number },
): Promise<{ rows: PeriodRow[]; totalRows: number; totals: PeriodTotals }> {
  const w = new Where();
  const sql = periodRowsSql(f, w);
  const [agg] = await db.query<{ n: number } & PeriodTotals>(
    `SELECT count(*)::int AS n, COALESCE(SUM(owed), 0) AS owed, COALESCE(SUM(paid), 0) AS paid,
            COALESCE(SUM(outstanding), 0) AS outstanding FROM (${sql}) x`,
    w.params,
  );
  const order = PAYOUT_SORTS[sort.by];
  const rows = await db.query<PeriodRow>(
    `SELECT * FROM (${sql}) x
      ORDER BY ${order} ${sort.dir}, start_date DESC, person_type DESC, person_name, person_id
      LIMIT ${w.param(page.limit)} OFFSET ${w.param(page.page * page.limit)}`,
    w.params,
  );
  return {
    rows: rows.map(num),
    totalRows: agg.n,
    totals: {
      owed: Number(agg.owed),
      paid: Number(agg.paid),
      outstanding: Number(agg.outstanding),
    },
  };
}

/** Every period of one person, oldest first, with the running balance (Σ outstanding so far). */
export async function personLedger(
  db: Queryable,
  type: PersonType,
  id: number,
  kind: PeriodKind,
): Promise<(PeriodRow & { balance: number })[]> {
  const w = new Where();
  const sql = periodRowsSql({ personType: type, personId: id, kind }, w);
  const rows = await db.query<PeriodRow & { balance: number }>(
    `SELECT x.*, SUM(outstanding) OVER (ORDER BY start_date, end_date) AS balance
       FROM (${sql}) x ORDER BY start_date, end_date`,
    w.params,
  );
  return rows.map((r) => ({ ...num(r), balance: Number(r.balance) }));
}

/** One person's payouts, newest first. */
export async function personPayouts(
  db: Queryable,
  type: PersonType,
  id: number,
): Promise<PayoutRow[]> {
  const rows = await db.query<PayoutRow>(
    `${PAYOUT_SELECT} WHERE p.person_type = $1 AND p.person_id = $2
      ORDER BY p.paid_at DESC, p.id DESC`,
    [type, id],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Paid / outstanding of one person per period within [start, end] (the slip and rekap PDFs). */
export async function periodStatus(
  db: Queryable,
  type: PersonType,
  id: number,
  kind: PeriodKind,
  start: string,
  end: string,
): Promise<PeriodRow[]> {
  const w = new Where();
  const sql = periodRowsSql({ personType: type, personId: id, kind, start, end }, w);
  return (await db.query<PeriodRow>(`${sql} ORDER BY start_date`, w.params)).map(num);
}

/** Σ payouts of the person for periods lying inside [start, end] (a slip's week). */
export async function paidWithin(
  db: Queryable,
  type: PersonType,
  id: number,
  start: string,
  end: string,
): Promise<number> {
  const [row] = await db.query<{ paid: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS paid FROM payouts
      WHERE person_type = $1 AND person_id = $2 AND start_date >= $3::date AND end_date <= $4::date`,
    [type, id, start, end],
  );
  return Number(row.paid);
}
