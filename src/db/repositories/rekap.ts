// Monthly reports (GET /rekap/detail/talent/:id, /rekap/detail/admin/:id): every order of one
// talent or handler in one month, oldest first, read through (talents_id|user_id, date, id).
import type { Queryable } from "../connection";
import { ORDER_JOINS } from "./order-joins";

export interface RekapOrderRow {
  id: number;
  date: string;
  user_id: number;
  handle_by: string;
  role: string;
  talent: string;
  client: string;
  umur: number | null;
  jasa: string;
  durasi: number | null;
  price: number;
  net_price: number;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
}

export async function talentRekapOrders(
  db: Queryable,
  id: number,
  range: { start: string; end: string },
): Promise<RekapOrderRow[]> {
  return db.query<RekapOrderRow>(
    `SELECT o.id, o.date, o.user_id, u.username AS handle_by, u.role, t.name AS talent,
            o.customer_name AS client, o.customer_age AS umur,
            COALESCE(ss.name, s.name, '') AS jasa, o.duration AS durasi,
            o.price, o.net_price, o.talent_share, o.admin_fee, o.tip_talent, o.tip_admin
     FROM orders o ${ORDER_JOINS}
     WHERE o.talents_id = $1 AND o.date >= $2::date AND o.date <= $3::date
     ORDER BY o.date, o.id`,
    [id, range.start, range.end],
  );
}

export interface AdminRekapRow {
  id: number;
  date: string;
  admin_fee: number;
  tip_admin: number;
}

/**
 * The admin report shows only fee and tip per order: no joins, four columns. A busy admin
 * handles ~10k orders a month at 1M orders, and the joins doubled the time.
 */
export async function adminRekapOrders(
  db: Queryable,
  id: number,
  range: { start: string; end: string },
): Promise<AdminRekapRow[]> {
  return db.query<AdminRekapRow>(
    `SELECT id, date, admin_fee, tip_admin FROM orders
     WHERE user_id = $1 AND date >= $2::date AND date <= $3::date
     ORDER BY date, id`,
    [id, range.start, range.end],
  );
}
