// Closed months (RULES.md D9): a closed month's orders, tips, refunds, kas changes and payouts are
// frozen. Writers take a shared advisory lock and read closed_periods; close and reopen take it
// exclusively, so a write that checked "open" commits before the month can close.
import type { Queryable } from "../connection";

const PERIOD_LOCK = 4_716_218_024;

export interface PeriodRow {
  month: string;
  closed: boolean;
  closed_at: string | null;
  closed_by: number | null;
  closed_by_name: string | null;
}

/** Inside a writing transaction: the first of `months` that is closed, else undefined. */
export async function firstClosed(
  tx: Queryable,
  months: string[],
): Promise<{ month: string } | undefined> {
  await tx.query("SELECT pg_advisory_xact_lock_shared($1)", [PERIOD_LOCK]);
  const [row] = await tx.query<{ month: string }>(
    "SELECT month FROM closed_periods WHERE month = ANY($1::text[]) ORDER BY month LIMIT 1",
    [months],
  );
  return row;
}

/** Close/reopen: waits until every write that checked the month has committed. */
export async function lockPeriods(tx: Queryable): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [PERIOD_LOCK]);
}

export async function findClosed(db: Queryable, month: string): Promise<PeriodRow | undefined> {
  const [row] = await db.query<PeriodRow>(
    `SELECT c.month, true AS closed, c.closed_at, c.closed_by, u.username AS closed_by_name
       FROM closed_periods c LEFT JOIN users u ON u.id = c.closed_by WHERE c.month = $1`,
    [month],
  );
  return row;
}

export async function insertClosed(tx: Queryable, month: string, userId: number): Promise<void> {
  await tx.query("INSERT INTO closed_periods (month, closed_by) VALUES ($1, $2)", [month, userId]);
}

export async function deleteClosed(tx: Queryable, month: string): Promise<void> {
  await tx.query("DELETE FROM closed_periods WHERE month = $1", [month]);
}

/** Every month with orders or payouts, every closed month and `current`, newest first. */
export async function listPeriods(db: Queryable, current: string): Promise<PeriodRow[]> {
  return db.query<PeriodRow>(
    `SELECT m.month, c.month IS NOT NULL AS closed, c.closed_at, c.closed_by,
            u.username AS closed_by_name
       FROM (SELECT to_char(date, 'YYYY-MM') AS month FROM order_rollup_daily
              GROUP BY 1 HAVING SUM(order_count) > 0
             UNION SELECT to_char(paid_at, 'YYYY-MM') FROM payouts
             UNION SELECT to_char(start_date, 'YYYY-MM') FROM payouts
             UNION SELECT month FROM closed_periods
             UNION SELECT $1::text) m
       LEFT JOIN closed_periods c ON c.month = m.month
       LEFT JOIN users u ON u.id = c.closed_by
      ORDER BY m.month DESC`,
    [current],
  );
}
