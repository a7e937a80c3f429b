// What each person earned per period (a week or a month), was paid and still owes: owed, paid,
// outstanding and status per person and period come from one query, periodBalancesSql, over the
// rules of money-sql.ts (RULES.md D9). The payouts themselves: payouts.ts.
import type { ListSort } from "../../contract/list-query";
import type { Queryable } from "../connection";
import { ROLLUP_COLUMNS, Where, rollupSums } from "./report-sql";
import { containsPattern, pageWithTotals } from "./paging";
import {
  BALANCE_TOTALS,
  balanceSql,
  earnedSql,
  personRollup,
  toBalance,
  type Balance,
  type PayoutStatus,
  type PersonType,
} from "./money-sql";
import { personName, type NewPayout, type PeriodKind } from "./payouts";
/** One person's one period (a week or a month), as a payout names it. */
export type PersonPeriod = Pick<
  NewPayout,
  "person_type" | "person_id" | "period_kind" | "start_date" | "end_date"
>;

/**
 * What one period of the person owes, has been paid and still owes, by the same SQL as the
 * payout lists (the amount check when recording: what a list shows is what is accepted).
 */
export async function periodBalance(db: Queryable, p: PersonPeriod): Promise<Balance> {
  const w = new Where();
  const sql = periodBalancesSql(
    {
      personType: p.person_type,
      personId: p.person_id,
      kind: p.period_kind,
      start: p.start_date,
      end: p.end_date,
    },
    w,
  );
  const [row] = await db.query<Balance>(
    `SELECT owed, paid, outstanding, overpaid FROM (${sql}) b
      WHERE start_date = ${w.param(p.start_date)}::date AND end_date = ${w.param(p.end_date)}::date`,
    w.params,
  );
  // no orders and no payouts in the period: nothing owed, nothing paid
  return row ? toBalance(row) : { owed: 0, paid: 0, outstanding: 0, overpaid: 0 };
}

/**
 * A payout of the other cadence (weekly vs monthly) overlapping the period: the person is paid
 * either by week or by month for a stretch, never both, or one rupiah would be owed twice.
 */
export async function otherCadenceOverlaps(db: Queryable, p: PersonPeriod): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payouts WHERE person_type = $1 AND person_id = $2 AND period_kind <> $3
        AND start_date <= $5::date AND end_date >= $4::date LIMIT 1`,
    [p.person_type, p.person_id, p.period_kind, p.start_date, p.end_date],
  );
  return rows.length > 0;
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
  kind: PeriodKind;
  /**
   * Also the six rollup sums (report-sql ROLLUP_COLUMNS) of the orders within [start, end] alone,
   * per period, from the same grouping: the weekly payout list shows those figures beside what the
   * whole period owes (a period's rows are read once, not once per figure).
   */
  withFigures?: boolean;
}

/** The payout list's filter: the periods', then their status and the person's name. */
export interface PeriodListFilter extends PeriodFilter {
  status?: PayoutStatus;
  search?: string;
}

export interface PeriodRow {
  person_type: PersonType;
  person_id: number;
  person_name: string;
  start_date: string;
  end_date: string;
  owed: number;
  paid: number;
  /** Paid for it after one of its months was closed (RULES.md D9). */
  paid_after_close: number;
  outstanding: number;
  overpaid: number;
  status: PayoutStatus;
}

/** The rollup sums of the days of [start, end] (all days without them): PeriodFilter.withFigures. */
function figureSums(f: PeriodFilter, w: Where): string {
  const within: string[] = [];
  if (f.start) within.push(`date >= ${w.param(f.start)}::date`);
  if (f.end) within.push(`date <= ${w.param(f.end)}::date`);
  return rollupSums(within.join(" AND ") || undefined);
}

/** `, a.order_count, a.net_price, …`: the figures carried through a select (0 for no orders). */
const FIGURE_COLUMNS = (alias: string) =>
  ROLLUP_COLUMNS.map((c) => `, COALESCE(${alias}.${c}, 0) AS ${c}`).join("");

/**
 * One row per person × period that has orders or payouts, with what it owes (earnedSql over the
 * rollup), what was paid for exactly that period and the balance (balanceSql). `w` carries the
 * filter's parameters. The payout lists, the ledger, the rekap PDF and the amount check all read
 * periods through here.
 */
export function periodBalancesSql(f: PeriodFilter, w: Where): string {
  const unit = f.kind === "week" ? "week" : "month";
  const start = `date_trunc('${unit}', date::timestamp)::date`;
  const end =
    f.kind === "week"
      ? `(${start} + 6)`
      : `(date_trunc('month', date::timestamp) + interval '1 month - 1 day')::date`;
  const figures = f.withFigures ? figureSums(f, w) : "";
  const earned = (type: PersonType) => {
    const r = personRollup(type);
    const cond = [r.where];
    if (f.personId !== undefined) cond.push(`key = ${w.param(r.key(f.personId))}`);
    // a period overlaps [start, end] when one of its days does: widen by the period's length
    if (f.start) cond.push(`date >= date_trunc('${unit}', ${w.param(f.start)}::timestamp)::date`);
    if (f.end) cond.push(`date <= ${w.param(f.end)}::date + 31`);
    return `SELECT '${type}'::text AS person_type, ${r.id} AS person_id, ${start} AS start_date,
        ${end} AS end_date, SUM(${earnedSql(type)}) AS owed${figures ? `, ${figures}` : ""}
      FROM ${r.from} WHERE ${cond.join(" AND ")}
      GROUP BY key, 3, 4 HAVING SUM(order_count) > 0`;
  };
  const types: PersonType[] = f.personType ? [f.personType] : ["talent", "admin"];
  const paidCond = [`period_kind = ${w.param(f.kind)}`];
  if (f.personType) paidCond.push(`person_type = ${w.param(f.personType)}`);
  if (f.personId !== undefined) paidCond.push(`person_id = ${w.param(f.personId)}`);
  const cond: string[] = [];
  if (f.start) cond.push(`r.end_date >= ${w.param(f.start)}::date`);
  if (f.end) cond.push(`r.start_date <= ${w.param(f.end)}::date`);
  return `SELECT r.*, ${balanceSql("r.owed", "r.paid")}
    FROM (
      SELECT COALESCE(e.person_type, p.person_type) AS person_type,
        COALESCE(e.person_id, p.person_id) AS person_id,
        COALESCE(e.start_date, p.start_date) AS start_date,
        COALESCE(e.end_date, p.end_date) AS end_date,
        COALESCE(e.owed, 0) AS owed, COALESCE(p.paid, 0) AS paid,
        COALESCE(p.paid_after_close, 0) AS paid_after_close${f.withFigures ? FIGURE_COLUMNS("e") : ""}
      FROM (${types.map(earned).join(" UNION ALL ")}) e
      FULL JOIN (
        SELECT person_type, person_id, start_date, end_date, SUM(amount) AS paid,
          -- recorded after a month of the period was closed: its debt paid later (RULES.md D9)
          SUM(amount) FILTER (WHERE EXISTS (SELECT 1 FROM closed_periods c
            WHERE c.month BETWEEN to_char(payouts.start_date, 'YYYY-MM')
              AND to_char(payouts.end_date, 'YYYY-MM') AND payouts.created_at > c.closed_at))
            AS paid_after_close
         FROM payouts WHERE ${paidCond.join(" AND ")} GROUP BY 1, 2, 3, 4
      ) p ON p.person_type = e.person_type AND p.person_id = e.person_id
         AND p.start_date = e.start_date AND p.end_date = e.end_date
    ) r ${cond.length ? `WHERE ${cond.join(" AND ")}` : ""}`;
}

/** periodBalancesSql with the person's name, narrowed by status and a name search. */
export function periodRowsSql(f: PeriodListFilter, w: Where): string {
  const balances = periodBalancesSql(f, w);
  const cond: string[] = [];
  if (f.status) cond.push(`g.status = ${w.param(f.status)}`);
  if (f.search) cond.push(`g.person_name ILIKE ${w.param(containsPattern(f.search))}`);
  return `SELECT * FROM (
    SELECT b.person_type, b.person_id, COALESCE(${personName("b")}, '') AS person_name,
      b.start_date, b.end_date, b.owed, b.paid, b.paid_after_close, b.outstanding, b.overpaid,
      b.status${f.withFigures ? FIGURE_COLUMNS("b") : ""}
    FROM (${balances}) b
    LEFT JOIN talents t ON b.person_type = 'talent' AND t.id = b.person_id
    LEFT JOIN users u ON b.person_type = 'admin' AND u.id = b.person_id
  ) g ${cond.length ? `WHERE ${cond.join(" AND ")}` : ""}`;
}

const num = (r: PeriodRow): PeriodRow => ({
  ...r,
  person_id: Number(r.person_id),
  owed: Number(r.owed),
  paid: Number(r.paid),
  outstanding: Number(r.outstanding),
  overpaid: Number(r.overpaid),
  paid_after_close: Number(r.paid_after_close),
});

/** A sorted page of person × period rows with the sums over the whole filter. */
export async function periodRowsPage(
  db: Queryable,
  f: PeriodListFilter,
  sort: ListSort<keyof typeof PAYOUT_SORTS>,
  page: { page: number; limit: number },
): Promise<{ rows: PeriodRow[]; totalRows: number; totals: Balance }> {
  const w = new Where();
  const { rows, totals } = await pageWithTotals<PeriodRow, { n: number } & Balance>(db, {
    rows: periodRowsSql(f, w),
    params: w.params,
    totals: `count(*)::int AS n, ${BALANCE_TOTALS}`,
    orderBy: `ORDER BY ${PAYOUT_SORTS[sort.by]} ${sort.dir}, start_date DESC, person_type DESC,
      person_name, person_id`,
    limit: w.param(page.limit),
    offset: w.param(page.page * page.limit),
  });
  return { rows: rows.map(num), totalRows: totals.n, totals: toBalance(totals) };
}

/** Every period of one person, oldest first, with the running balance (Σ owed − paid so far). */
export async function personLedger(
  db: Queryable,
  type: PersonType,
  id: number,
  kind: PeriodKind,
): Promise<(PeriodRow & { balance: number })[]> {
  const w = new Where();
  const sql = periodRowsSql({ personType: type, personId: id, kind }, w);
  const rows = await db.query<PeriodRow & { balance: number }>(
    `SELECT x.*, SUM(owed - paid) OVER (ORDER BY start_date, end_date) AS balance
       FROM (${sql}) x ORDER BY start_date, end_date`,
    w.params,
  );
  return rows.map((r) => ({ ...num(r), balance: Number(r.balance) }));
}

/** A period with payouts as it is and as it would be were what it owes moved (an order's edit). */
export interface PeriodEffectRow extends PeriodRow {
  period_kind: PeriodKind;
  after: Omit<Balance, "paid"> & { status: PayoutStatus };
}

/**
 * The periods (week and month) of one person holding `date` that have payouts, now and with
 * owed moved by `delta`: the after side by balanceSql too, so the rule has one copy.
 */
export async function paidPeriodsMoved(
  db: Queryable,
  type: PersonType,
  id: number,
  date: string,
  delta: number,
): Promise<PeriodEffectRow[]> {
  const out: PeriodEffectRow[] = [];
  for (const kind of ["week", "month"] as const) {
    const w = new Where();
    const sql = periodRowsSql({ personType: type, personId: id, kind, start: date, end: date }, w);
    const owed = `(g.owed + ${w.param(delta)}::bigint)`;
    type After = { after_owed: number; after_outstanding: number; after_overpaid: number };
    const rows = await db.query<PeriodRow & After & { after_status: PayoutStatus }>(
      `SELECT g.*, a.owed AS after_owed, a.outstanding AS after_outstanding,
          a.overpaid AS after_overpaid, a.status AS after_status
         FROM (${sql}) g, LATERAL (SELECT ${owed} AS owed, ${balanceSql(owed, "g.paid")}) a
        WHERE g.paid > 0`,
      w.params,
    );
    for (const r of rows)
      out.push({
        ...num(r),
        period_kind: kind,
        after: {
          owed: Number(r.after_owed),
          outstanding: Number(r.after_outstanding),
          overpaid: Number(r.after_overpaid),
          status: r.after_status,
        },
      });
  }
  return out;
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

/**
 * A slip's balance: what the person earned over [start, end] and the payouts of the periods
 * lying inside it (a week's slip: that week's), by the rules of the payout lists.
 */
export async function balanceWithin(
  db: Queryable,
  type: PersonType,
  id: number,
  start: string,
  end: string,
): Promise<Balance & { status: PayoutStatus }> {
  const r = personRollup(type);
  const [row] = await db.query<Balance & { status: PayoutStatus }>(
    `SELECT e.owed, p.paid, ${balanceSql("e.owed", "p.paid")}
       FROM (SELECT COALESCE(SUM(${earnedSql(type)}), 0) AS owed FROM ${r.from}
              WHERE ${r.where} AND key = $5 AND date >= $3::date AND date <= $4::date) e,
            (SELECT COALESCE(SUM(amount), 0) AS paid FROM payouts
              WHERE person_type = $1 AND person_id = $2
                AND start_date >= $3::date AND end_date <= $4::date) p`,
    [type, id, start, end, r.key(id)],
  );
  return { ...toBalance(row), status: row.status };
}
