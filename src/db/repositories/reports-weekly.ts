// Weekly rows (GET /weekly, GET /weekly/talent/:id) from the rollups. A week runs Monday
// to Sunday: date_trunc('week') is ISO (Monday) on PostgreSQL 15 and on PGlite (PostgreSQL 18).
// The explicit ::timestamp keeps the session time zone out of it (date would otherwise be
// promoted to timestamptz).
import type { DateRange, ListSort } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { ColumnFilterValues } from "../../contract/column-filters";
import type { MoneySums } from "../../money/rules";
import { weekFigures } from "../../money/rules";
import type {
  WeekTotals,
  WeeklyRow,
  WeeklyTalentsPage,
  WeeklyTalentsRow,
} from "../../contract/weekly";
import { pageWithTotals } from "./paging";
import { ROLLUP_COLUMNS, ROLLUP_SUMS, Where, rollupFor, toSums } from "./report-sql";
import { BALANCE_TOTALS, earnedSql, toBalance, type Balance, type PayoutStatus } from "./money-sql";
import { periodRowsSql } from "./payout-periods";

type WeeklyTalentsTotals = WeeklyTalentsPage["totals"];

const WEEK = "date_trunc('week', date::timestamp)::date";

type WeekSums = MoneySums & { start_date: string };

const toRow = (r: WeekSums): WeeklyRow => ({
  id: r.start_date,
  ...weekFigures(r.start_date, toSums(r)),
});

/**
 * A week's figures as SQL over its sums, as money/rules figures() computes them: what the week
 * grids' header filters compare (contract WEEK_FILTERS). Tested against weekFigures().
 */
const WEEK_FIGURES_SQL: Record<string, string> = {
  total_orders: "order_count",
  total_income: "(net_price + tip_talent + tip_admin)",
  tip_talent: "tip_talent",
  tip_admin: "tip_admin",
  total_talent: "talent_share",
  total_talent_share: "talent_share",
  talent_fee_plus_tip: earnedSql("talent"),
  total_admin: "admin_fee",
  sisa: "(net_price - talent_share - admin_fee)",
};

/** The weeks with orders of `w`'s rollup rows, as sums, narrowed by the figures' filters. */
function weeksSql(from: string, w: Where, columns?: ColumnFilterValues): string {
  const outer = w.outer();
  if (columns) outer.columns(columns, WEEK_FIGURES_SQL);
  return `SELECT * FROM (
      SELECT ${WEEK} AS start_date, ${ROLLUP_SUMS} FROM ${from} ${w}
       GROUP BY 1 HAVING SUM(order_count) > 0) k ${outer}`;
}

/** Every week with orders, newest first; a range filters orders by their own date. */
export async function weeklyRows(
  db: Queryable,
  range: DateRange = {},
  columns?: ColumnFilterValues,
): Promise<WeeklyRow[]> {
  const { from, w } = rollupFor({ period: range });
  const rows = await db.query<WeekSums>(
    `${weeksSql(from, w, columns)} ORDER BY start_date DESC`,
    w.params,
  );
  return rows.map(toRow);
}

/** One talent's weeks, newest first, 1-based pages; `all` sums every week of the filter. */
export async function weeklyTalentRows(
  db: Queryable,
  talentId: number,
  p: { page: number; limit: number },
  columns?: ColumnFilterValues,
): Promise<{ rows: WeeklyRow[]; totalRows: number; all: WeekTotals }> {
  const { from, w } = rollupFor({ talentId });
  const weeks = weeksSql(from, w, columns);
  const [agg] = await db.query<MoneySums & { n: number }>(
    `SELECT count(*)::int AS n, ${SUMS_OF_WEEKS} FROM (${weeks}) x`,
    [...w.params],
  );
  const rows = await db.query<WeekSums>(
    `${weeks} ORDER BY start_date DESC LIMIT ${w.param(p.limit)} OFFSET ${w.param((p.page - 1) * p.limit)}`,
    w.params,
  );
  return { rows: rows.map(toRow), totalRows: agg.n, all: totalsOf(toSums(agg)) };
}

/** The sums over a set of weeks (columns of weeksSql). */
const SUMS_OF_WEEKS = `
  COALESCE(SUM(order_count), 0) AS order_count, COALESCE(SUM(net_price), 0) AS net_price,
  COALESCE(SUM(talent_share), 0) AS talent_share, COALESCE(SUM(admin_fee), 0) AS admin_fee,
  COALESCE(SUM(tip_talent), 0) AS tip_talent, COALESCE(SUM(tip_admin), 0) AS tip_admin`;

const WEEKLY_TALENTS_ORDER: Record<string, string> = {
  start_date: "start_date",
  talent_name: "talent_name",
  total_income: "(net_price + tip_talent + tip_admin)",
  tip_talent: "tip_talent",
  total_talent_share: "talent_share",
  talent_fee_plus_tip: earnedSql("talent"),
  paid: "paid",
  outstanding: "outstanding",
  status: "status",
};

type TalentWeekSums = WeekSums &
  Balance & {
    talents_id: number;
    talent_name: string;
    status: PayoutStatus;
  };

/**
 * Every talent's weeks in one list (the weekly payout list): one row per talent × week with
 * orders, filtered by the orders' dates and the talent's name, sorted and paged on the server,
 * with the sums over the whole filter. A week's figures count the orders in the range; what it
 * owes, has been paid and still owes is the whole week's (periodBalancesSql, as the payout check
 * reads it), so the payout dialog pre-fills what the server accepts; both from one grouping.
 */
type SlipSent = { slip_sent_at: string | Date | null; slip_sent_by: string | null };

/** The last share link of a page row's week (`p`): when and by whom its slip was sent. */
const LAST_SLIP_SENT = `SELECT ss.created_at AS slip_sent_at, u.username AS slip_sent_by
    FROM slip_shares ss LEFT JOIN users u ON u.id = ss.created_by
   WHERE ss.talents_id = p.talents_id AND ss.start_date = p.start_date::date
     AND ss.end_date = p.start_date::date + 6
   ORDER BY ss.created_at DESC, ss.id DESC LIMIT 1`;

export async function weeklyTalentsRows(
  db: Queryable,
  q: {
    search: string;
    page: number;
    limit: number;
    start?: string;
    end?: string;
    sort: ListSort;
    /** Header filters: the status select and the week's figures (WEEKLY_TALENTS_FILTERS). */
    columns?: ColumnFilterValues;
  },
): Promise<{ rows: WeeklyTalentsRow[]; totalRows: number; totals: WeeklyTalentsTotals }> {
  // one grouping of the talents' rollup rows gives both: the week's figures over the filter's
  // days and what the whole week owes and has been paid (periodRowsSql, as the payout check)
  const w = new Where();
  const periods = periodRowsSql(
    {
      personType: "talent",
      kind: "week",
      start: q.start,
      end: q.end,
      search: q.search || undefined,
      withFigures: true,
    },
    w,
  );
  const withPaid = `SELECT person_id AS talents_id, person_name AS talent_name, start_date,
        ${ROLLUP_COLUMNS.join(", ")}, owed, paid, outstanding, overpaid, status
      FROM (${periods}) g WHERE order_count > 0`;
  const outer = w.outer();
  if (q.columns) outer.columns(q.columns, WEEKLY_TALENTS_ORDER);
  const order = WEEKLY_TALENTS_ORDER[q.sort.by] ?? "start_date";
  const { rows, totals: agg } = await pageWithTotals<
    TalentWeekSums & SlipSent,
    MoneySums & Balance & { n: number }
  >(db, {
    rows: `SELECT * FROM (${withPaid}) s ${outer}`,
    params: w.params,
    totals: `count(*)::int AS n, ${SUMS_OF_WEEKS}, ${BALANCE_TOTALS}`,
    orderBy: `ORDER BY ${order} ${q.sort.dir}, start_date DESC, talent_name, talents_id`,
    limit: w.param(q.limit),
    offset: w.param(q.page * q.limit),
    // the page's rows only: each week's last slip link is its "sent" record (RULES.md D12)
    decorate: (page) => `SELECT p.*, s.slip_sent_at, s.slip_sent_by FROM (${page}) p
       LEFT JOIN LATERAL (${LAST_SLIP_SENT}) s ON true`,
  });
  const all = weekFigures("1970-01-05", toSums(agg));
  const balance = toBalance(agg);
  return {
    rows: rows.map((r) => ({
      ...weekFigures(r.start_date, toSums(r)),
      id: `${r.talents_id}-${r.start_date}`,
      talents_id: r.talents_id,
      talent_name: r.talent_name,
      paid: Number(r.paid),
      outstanding: Number(r.outstanding),
      overpaid: Number(r.overpaid),
      status: r.status,
      slip_sent_at: r.slip_sent_at ? new Date(r.slip_sent_at).toISOString() : null,
      slip_sent_by: r.slip_sent_by,
    })),
    totalRows: agg.n,
    totals: {
      total_income: all.total_income,
      tip_talent: all.tip_talent,
      total_talent_share: all.total_talent_share,
      talent_fee_plus_tip: all.talent_fee_plus_tip,
      paid: balance.paid,
      outstanding: balance.outstanding,
      overpaid: balance.overpaid,
    },
  };
}

/** Weekly figures summed over a range (and one talent): what the pinned total rows show. */
export async function weeklyTotals(
  db: Queryable,
  range: DateRange,
  talentId?: number,
): Promise<WeekTotals> {
  const { from, w } = rollupFor({ period: range, talentId });
  const [sums] = await db.query<MoneySums>(`SELECT ${ROLLUP_SUMS} FROM ${from} ${w}`, w.params);
  return totalsOf(toSums(sums));
}

/** The figures of summed weeks (the pinned totals). */
function totalsOf(sums: MoneySums): WeekTotals {
  const f = weekFigures("1970-01-05", sums);
  return {
    total_orders: f.total_orders,
    total_income: f.total_income,
    tip_talent: f.tip_talent,
    tip_admin: f.tip_admin,
    total_talent_share: f.total_talent_share,
    talent_fee_plus_tip: f.talent_fee_plus_tip,
    total_admin: f.total_admin,
    sisa: f.sisa,
  };
}
