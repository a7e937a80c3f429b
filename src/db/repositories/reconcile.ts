// The summary's reconciliation: each talent's and admin's share as the reports read it (the
// rollup) against the same share summed straight from `orders`. Σ talents + Σ admins + sisa must
// equal total uang masuk to the rupiah; a rollup that drifted shows as rows that differ.
import type { Queryable } from "../connection";
import { ORDER_SUMS, ROLLUP_SUMS, Where, type DateRange } from "./report-sql";

interface Sums {
  id: number;
  name: string;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
}

async function grouped(
  db: Queryable,
  by: "talent" | "admin",
  source: "rollup" | "orders",
  range: DateRange,
): Promise<Sums[]> {
  const key = by === "talent" ? "talents_id" : "user_id";
  const names =
    by === "talent" ? "LEFT JOIN talents n ON n.id = g.id" : "LEFT JOIN users n ON n.id = g.id";
  const nameCol = by === "talent" ? "n.name" : "n.username";
  const w = new Where().range(source === "rollup" ? "date" : "o.date", range);
  const inner =
    source === "rollup"
      ? `SELECT ${key} AS id, ${ROLLUP_SUMS} FROM order_rollup_daily ${w} GROUP BY ${key}`
      : `SELECT o.${key} AS id, ${ORDER_SUMS} FROM orders o ${w} GROUP BY o.${key}`;
  return db.query<Sums>(
    `SELECT g.id, COALESCE(${nameCol}, '') AS name, g.talent_share, g.admin_fee,
            g.tip_talent, g.tip_admin
       FROM (${inner}) g ${names}
      WHERE g.order_count > 0
      ORDER BY name, g.id`,
    w.params,
  );
}

/** Per talent or per admin: rollup and orders figures side by side (fee + tip). */
export async function reconcileRows(
  db: Queryable,
  by: "talent" | "admin",
  range: DateRange,
): Promise<{ id: number; name: string; total: number; orders_total: number }[]> {
  const share = (s: Sums) =>
    by === "talent"
      ? Number(s.talent_share) + Number(s.tip_talent)
      : Number(s.admin_fee) + Number(s.tip_admin);
  const rollup = await grouped(db, by, "rollup", range);
  const orders = await grouped(db, by, "orders", range);
  const out = new Map<number, { id: number; name: string; total: number; orders_total: number }>();
  for (const r of rollup)
    out.set(r.id, { id: r.id, name: r.name, total: share(r), orders_total: 0 });
  for (const r of orders) {
    const row = out.get(r.id) ?? { id: r.id, name: r.name, total: 0, orders_total: 0 };
    row.orders_total = share(r);
    out.set(r.id, row);
  }
  return [...out.values()];
}
