// Weekly rows (GET /weekly, GET /weekly/talent/:id) from order_rollup_daily. A week runs Monday
// to Sunday: date_trunc('week') is ISO (Monday) on PostgreSQL 15 and on PGlite (PostgreSQL 18).
// The explicit ::timestamp keeps the session time zone out of it (date would otherwise be
// promoted to timestamptz).
import type { Queryable } from "../connection";
import type { MoneySums } from "../../money/rules";
import { weekFigures } from "../../money/reference";
import type { WeeklyRow } from "../../contract/reports";
import { ROLLUP_SUMS, Where, toSums, type DateRange } from "./report-sql";

const WEEK = "date_trunc('week', date::timestamp)::date";

type WeekSums = MoneySums & { start_date: string };

const toRow = (r: WeekSums): WeeklyRow => ({
  id: r.start_date,
  ...weekFigures(r.start_date, toSums(r)),
});

/** Every week with orders, newest first; a range filters orders by their own date. */
export async function weeklyRows(db: Queryable, range: DateRange = {}): Promise<WeeklyRow[]> {
  const w = new Where().range("date", range);
  const rows = await db.query<WeekSums>(
    `SELECT ${WEEK} AS start_date, ${ROLLUP_SUMS} FROM order_rollup_daily ${w}
     GROUP BY 1 HAVING SUM(order_count) > 0 ORDER BY 1 DESC`,
    w.params,
  );
  return rows.map(toRow);
}

/** One talent's weeks, newest first, 1-based pages. */
export async function weeklyTalentRows(
  db: Queryable,
  talentId: number,
  p: { page: number; limit: number },
): Promise<{ rows: WeeklyRow[]; totalRows: number }> {
  const grouped = `FROM order_rollup_daily WHERE talents_id = $1
     GROUP BY ${WEEK} HAVING SUM(order_count) > 0`;
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 ${grouped}) weeks`,
    [talentId],
  );
  const rows = await db.query<WeekSums>(
    `SELECT ${WEEK} AS start_date, ${ROLLUP_SUMS} ${grouped} ORDER BY 1 DESC LIMIT $2 OFFSET $3`,
    [talentId, p.limit, (p.page - 1) * p.limit],
  );
  return { rows: rows.map(toRow), totalRows: n };
}
