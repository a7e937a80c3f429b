// The plain-JavaScript reference for every report figure (RULES.md D3–4). It walks order
// objects one by one, with no rollups and no SQL, so the SQL reports can be tested against it
// to the rupiah. Names (talent, username) are not its business: it answers ids and figures.
import {
  ZERO_SUMS,
  addSums,
  figures,
  orderMoney,
  orderTotals as totalsOfSums,
  type Figures,
  type OrderTotals,
  type MoneySums,
  type RefundStatus,
  type Tip,
  weekFigures,
} from "./rules";
import { monthRange, weekStart } from "./time";

export interface RefOrder {
  id: number;
  date: string;
  talents_id: number;
  user_id: number;
  price: number;
  refund_status: RefundStatus;
  talent_rate_bp: number;
  admin_rate_bp: number;
  tips: Tip[];
}

/** Inclusive; a missing end is open. */
export interface DateRange {
  start?: string;
  end?: string;
}

const inRange = (date: string, r: DateRange = {}) =>
  (!r.start || date >= r.start) && (!r.end || date <= r.end);

export function orderSums(o: RefOrder): MoneySums {
  const m = orderMoney(o);
  return {
    order_count: 1,
    net_price: m.net_price,
    talent_share: m.talent_share,
    admin_fee: m.admin_fee,
    tip_talent: m.tip_talent,
    tip_admin: m.tip_admin,
  };
}

const sumOrders = (orders: RefOrder[]): MoneySums =>
  orders.reduce((s, o) => addSums(s, orderSums(o)), ZERO_SUMS);

const byDateId = (a: RefOrder, b: RefOrder) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/** GET /report/summary/global (money part; kas and the name lists are not order figures). */
export const globalSummary = (orders: RefOrder[], r: DateRange = {}): Figures =>
  figures(sumOrders(orders.filter((o) => inRange(o.date, r))));

/** GET /report/summary/talent/:id — `total_talent_share` includes the tips there. */
export function talentSummary(orders: RefOrder[], talentId: number, r: DateRange = {}) {
  const s = sumOrders(orders.filter((o) => o.talents_id === talentId && inRange(o.date, r)));
  return {
    talent_fee: s.talent_share,
    total_tip_talent: s.tip_talent,
    total_talent_share: s.talent_share + s.tip_talent,
  };
}

/** GET /report/summary/admin/:id over the orders that user handled; `total_admin_fee` includes tips. */
export function adminSummary(orders: RefOrder[], adminId: number, r: DateRange = {}) {
  const s = sumOrders(orders.filter((o) => o.user_id === adminId && inRange(o.date, r)));
  return {
    admin_fee: s.admin_fee,
    total_tip_admin: s.tip_admin,
    total_admin_fee: s.admin_fee + s.tip_admin,
  };
}

/** Weeks that hold at least one order, newest first (GET /weekly, GET /weekly/talent/:id). */
export function weeklyRows(orders: RefOrder[], filter: (o: RefOrder) => boolean = () => true) {
  const weeks = new Map<string, MoneySums>();
  for (const o of orders.filter(filter)) {
    const w = weekStart(o.date);
    weeks.set(w, addSums(weeks.get(w) ?? ZERO_SUMS, orderSums(o)));
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([start, s]) => weekFigures(start, s));
}

export interface GroupSummary extends Figures {
  /** The talent id (by talent) or the handling user's id (by admin). */
  key: number;
  /** The other side of the latest order: its user (by talent) or its talent (by admin). */
  other: number;
  /** Date of the latest order. */
  date: string;
}

/** GET /order/talents and /order/admins: one entry per talent or handler with orders in range. */
export function groupSummaries(
  orders: RefOrder[],
  by: "talent" | "admin",
  r: DateRange = {},
): GroupSummary[] {
  const groups = new Map<number, RefOrder[]>();
  for (const o of orders.filter((x) => inRange(x.date, r))) {
    const k = by === "talent" ? o.talents_id : o.user_id;
    groups.set(k, [...(groups.get(k) ?? []), o]);
  }
  return [...groups.entries()]
    .map(([key, list]) => {
      const latest = [...list].sort(byDateId)[list.length - 1];
      return {
        key,
        other: by === "talent" ? latest.user_id : latest.talents_id,
        date: latest.date,
        ...figures(sumOrders(list)),
      };
    })
    .sort((a, b) => a.key - b.key);
}

/** Totals row of the order report pages over plain orders, summed here, not by SQL. */
export function orderTotals(orders: RefOrder[]): OrderTotals {
  return totalsOfSums(sumOrders(orders));
}

const inMonth = (month: string) => {
  const r = monthRange(month);
  return (o: RefOrder) => inRange(o.date, r);
};

/** Money of GET /rekap/detail/talent/:id for one YYYY-MM month (orders by date, then id). */
export function talentRekap(orders: RefOrder[], talentId: number, month: string) {
  const list = orders.filter((o) => o.talents_id === talentId && inMonth(month)(o)).sort(byDateId);
  const rows = list.map((o) => {
    const s = orderSums(o);
    return {
      id: o.id,
      tanggal: o.date,
      gross_price: o.price,
      price: s.net_price,
      talent_share: s.talent_share,
      tip: s.tip_talent,
      total: s.talent_share + s.tip_talent,
    };
  });
  const byAdmin: Record<number, number> = {};
  for (const o of list) byAdmin[o.user_id] = (byAdmin[o.user_id] ?? 0) + 1;
  const s = sumOrders(list);
  return {
    orders: rows,
    total_price: s.net_price,
    total_talent_share: s.talent_share,
    total_tip: s.tip_talent,
    total: s.talent_share + s.tip_talent,
    total_orders: s.order_count,
    orders_by_admin_id: byAdmin,
  };
}

/** Money of GET /rekap/detail/admin/:id for one YYYY-MM month. */
export function adminRekap(orders: RefOrder[], adminId: number, month: string) {
  const list = orders.filter((o) => o.user_id === adminId && inMonth(month)(o)).sort(byDateId);
  const s = sumOrders(list);
  return {
    total_orders: s.order_count,
    total_admin_fee: s.admin_fee,
    total_admin_tip: s.tip_admin,
    total_admin_fee_including_tips: s.admin_fee + s.tip_admin,
    orders: list.map((o) => {
      const x = orderSums(o);
      return {
        id: o.id,
        tanggal: o.date,
        tips_admin: x.tip_admin,
        admin_fee: x.admin_fee,
        total: x.admin_fee + x.tip_admin,
      };
    }),
  };
}
