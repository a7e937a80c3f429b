// Summary figures (GET /report/summary/*). All money comes from order_rollup_daily, which the
// orders trigger keeps in step in the same transaction: summing a few thousand rollup rows
// answers in milliseconds where re-aggregating a million orders takes a second.
import type { DateRange } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { MoneySums } from "../../money/rules";
import { containsPattern } from "./paging";
import { ROLLUP_SUMS, Where, toSums } from "./report-sql";

export async function rollupSums(
  db: Queryable,
  f: { talentId?: number; userId?: number; range?: DateRange },
): Promise<MoneySums> {
  const w = new Where();
  if (f.talentId !== undefined) w.add(`talents_id = ${w.param(f.talentId)}`);
  if (f.userId !== undefined) w.add(`user_id = ${w.param(f.userId)}`);
  w.range("date", f.range ?? {});
  const [row] = await db.query<MoneySums>(
    `SELECT ${ROLLUP_SUMS} FROM order_rollup_daily ${w}`,
    w.params,
  );
  return toSums(row);
}

/**
 * The summary's admin list: every admin, plus owners who handled orders. Owners may take
 * bookings too; leaving them out would make the per-admin figures not add up to the global ones.
 */
/** The summary's admins (and anyone who handled an order), whose username contains `name`. */
export async function listSummaryAdmins(
  db: Queryable,
  name?: string,
): Promise<{ id: number; username: string }[]> {
  return db.query(
    `SELECT u.id, u.username FROM users u
     WHERE (u.role = 'admin'
        OR EXISTS (SELECT 1 FROM order_rollup_daily r WHERE r.user_id = u.id AND r.order_count > 0))
       AND ($1::text IS NULL OR u.username ILIKE $1)
     ORDER BY u.username, u.id`,
    [name ? containsPattern(name) : null],
  );
}

/** The summary's talents whose name contains `name` (every talent when absent), by name. */
export async function listSummaryTalents(
  db: Queryable,
  name?: string,
): Promise<{ id: number; name: string }[]> {
  return db.query(
    `SELECT id, name FROM talents WHERE $1::text IS NULL OR name ILIKE $1 ORDER BY name, id`,
    [name ? containsPattern(name) : null],
  );
}

/** Talents with at least one order in the range, by name: whom a week's payout covers. */
export async function talentsWithOrders(
  db: Queryable,
  range: { start: string; end: string },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT r.talents_id AS id FROM order_rollup_daily r JOIN talents t ON t.id = r.talents_id
     WHERE r.date >= $1::date AND r.date <= $2::date
     GROUP BY r.talents_id, t.name HAVING SUM(r.order_count) > 0 ORDER BY t.name, r.talents_id`,
    [range.start, range.end],
  );
  return rows.map((r) => r.id);
}
