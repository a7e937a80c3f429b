// The summary's reconciliation: each talent's and admin's share as the reports read it (the
// rollup) against the same share summed straight from `orders`. Σ talents + Σ admins + sisa must
// equal total uang masuk to the rupiah; a rollup that drifted shows as rows that differ.
// Each source is grouped once by (talent, admin) and folded both ways here: one pass over
// `orders` instead of one per side (on 1M orders that pass is most of the call's time).
import type { DateRange } from "../../contract/list-query";
import { withParallelScan, type Db, type Queryable } from "../connection";
import { ORDER_SUMS, ROLLUP_SUMS, Where } from "./report-sql";
import { earnedSql } from "./money-sql";

interface PairSums {
  talents_id: number;
  user_id: number;
  talent_name: string;
  admin_name: string;
  order_count: number;
  /** What the talent and the admin earn on the pair's orders (earnedSql). */
  talent_earned: number;
  admin_earned: number;
}

export interface ReconcileSide {
  id: number;
  name: string;
  /** fee + tip as the reports read it (rollup). */
  total: number;
  /** fee + tip summed from the orders. */
  orders_total: number;
}

function pairs(db: Queryable, source: "rollup" | "orders", range: DateRange) {
  const w = new Where().range(source === "rollup" ? "date" : "o.date", range);
  const inner =
    source === "rollup"
      ? `SELECT talents_id, user_id, ${ROLLUP_SUMS} FROM order_rollup_daily ${w}
          GROUP BY talents_id, user_id`
      : `SELECT o.talents_id, o.user_id, ${ORDER_SUMS} FROM orders o ${w}
          GROUP BY o.talents_id, o.user_id`;
  return db.query<PairSums>(
    `SELECT g.talents_id, g.user_id, COALESCE(t.name, '') AS talent_name,
            COALESCE(u.username, '') AS admin_name, g.order_count,
            ${earnedSql("talent", "g")} AS talent_earned, ${earnedSql("admin", "g")} AS admin_earned
       FROM (${inner}) g
       LEFT JOIN talents t ON t.id = g.talents_id
       LEFT JOIN users u ON u.id = g.user_id`,
    w.params,
  );
}

/** Per talent and per admin with orders in the range: rollup and orders figures side by side. */
export async function reconcileRows(
  db: Db,
  range: DateRange,
): Promise<{ talents: ReconcileSide[]; admins: ReconcileSide[] }> {
  const rollup = await pairs(db, "rollup", range);
  const orders = await withParallelScan(db, (q) => pairs(q, "orders", range));
  const fold = (by: "talent" | "admin") => {
    const out = new Map<number, ReconcileSide & { counts: [number, number] }>();
    const add = (p: PairSums, side: 0 | 1) => {
      const id = by === "talent" ? p.talents_id : p.user_id;
      const share = Number(by === "talent" ? p.talent_earned : p.admin_earned);
      const name = by === "talent" ? p.talent_name : p.admin_name;
      const row = out.get(id) ?? { id, name, total: 0, orders_total: 0, counts: [0, 0] };
      if (side === 0) row.total += share;
      else row.orders_total += share;
      row.counts[side] += Number(p.order_count);
      out.set(id, row);
    };
    for (const p of rollup) add(p, 0);
    for (const p of orders) add(p, 1);
    // A side with no orders counts nothing (rollup rows left at zero orders after deletes).
    return [...out.values()]
      .filter((r) => r.counts[0] > 0 || r.counts[1] > 0)
      .map(({ counts, ...r }) => ({
        ...r,
        total: counts[0] > 0 ? r.total : 0,
        orders_total: counts[1] > 0 ? r.orders_total : 0,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  };
  return { talents: fold("talent"), admins: fold("admin") };
}
