// A talent's slip for one period and every talent's slips of a week (the weekly PDFs); money
// figures go through src/money so the formulas live in one place (RULES.md D3).
import { talentName } from "./summary";
import { talentRekapRows } from "./rekap";
import type { Queryable } from "../../db/connection";
import * as summary from "../../db/repositories/summary";
import { balanceWithin } from "../../db/repositories/payout-periods";
import { weekFigures } from "../../money/rules";
import { type TalentWeekSlip } from "../../contract/weekly";

/** A talent's orders in a date range with the talent-rekap totals (weekly slip). */
async function talentOrders(db: Queryable, id: number, range: { start: string; end: string }) {
  const all = { by: "tanggal" as const, dir: "ASC" as const, page: 0, limit: null };
  const orders = await talentRekapRows(db, id, range, all, 0);
  const byAdmin: Record<string, number> = {};
  for (const r of orders) byAdmin[r.handle_by] = (byAdmin[r.handle_by] ?? 0) + 1;
  const sum = (f: (o: (typeof orders)[number]) => number) => orders.reduce((s, o) => s + f(o), 0);
  return {
    orders,
    total_price: sum((o) => o.price),
    total_talent_share: sum((o) => o.talent_share),
    total_tip: sum((o) => o.tip),
    total: sum((o) => o.total),
    total_orders: orders.length,
    orders_by_admin: byAdmin,
  };
}

/**
 * The weekly talent slip (GET /report/pdf/talent/:id?start&end): the figures of the weekly
 * talent report's row for that period (same rollup sums and week rule) and its orders.
 */
export async function talentWeekSlip(
  db: Queryable,
  id: number,
  q: { start: string; end: string },
): Promise<TalentWeekSlip> {
  const name = await talentName(db, id);
  const sums = await summary.rollupSums(db, { talentId: id, range: q });
  const orders = await talentOrders(db, id, q);
  const balance = await balanceWithin(db, "talent", id, q.start, q.end);
  return {
    talent_name: name,
    start_date: q.start,
    end_date: q.end,
    figures: { ...weekFigures(q.start, sums), end_date: q.end },
    ...orders,
    payment: {
      paid: balance.paid,
      outstanding: balance.outstanding,
      // paid covers what is owed: exactly, or past it (RULES.md D9)
      lunas: balance.status === "LUNAS" || balance.status === "LEBIH",
    },
  };
}

/** Every talent's slip for one period ('Export semua' on the weekly payout list). */
export async function weekSlips(
  db: Queryable,
  q: { start: string; end: string },
): Promise<TalentWeekSlip[]> {
  const slips: TalentWeekSlip[] = [];
  for (const id of await summary.talentsWithOrders(db, q))
    slips.push(await talentWeekSlip(db, id, q));
  return slips;
}
