// Monthly reports (GET /rekap/detail/talent/:id, /rekap/detail/admin/:id): one talent's or
// handler's orders in one month, sorted and optionally paged here; the monthly totals and the
// per-admin counts come from order_rollup_daily, so a page never reads the whole month.
import type { Queryable } from "../connection";
import type { MoneySums } from "../../money/rules";
import type { AdminRekapSort, TalentRekapSort } from "../../contract/rekap";
import { pageWindow, type SortDir } from "./paging";
import { ROLLUP_SUMS, toSums } from "./report-sql";
import { ORDER_JOINS } from "./order-joins";

export interface MonthRange {
  start: string;
  end: string;
}

/** Sort and optional page window; `limit: null` reads every order of the month. */
export interface RekapPageRequest<S extends string> {
  sort: S;
  dir: SortDir;
  page: number;
  limit: number | null;
}

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

/** Month sums of one talent (`talents_id`) or handler (`user_id`) from the rollup. */
export async function rekapSums(
  db: Queryable,
  by: "talent" | "admin",
  id: number,
  range: MonthRange,
): Promise<MoneySums> {
  const key = by === "talent" ? "talents_id" : "user_id";
  const [row] = await db.query<MoneySums>(
    `SELECT ${ROLLUP_SUMS} FROM order_rollup_daily
     WHERE ${key} = $1 AND date >= $2::date AND date <= $3::date`,
    [id, range.start, range.end],
  );
  return toSums(row);
}

/** Orders per handler of one talent's month, busiest first. */
export async function talentOrdersByAdmin(
  db: Queryable,
  id: number,
  range: MonthRange,
): Promise<{ username: string; count: number }[]> {
  return db.query<{ username: string; count: number }>(
    `SELECT u.username, SUM(r.order_count)::int AS count
     FROM order_rollup_daily r JOIN users u ON u.id = r.user_id
     WHERE r.talents_id = $1 AND r.date >= $2::date AND r.date <= $3::date
     GROUP BY u.username HAVING SUM(r.order_count) > 0
     ORDER BY count DESC, u.username`,
    [id, range.start, range.end],
  );
}

/** Applies the page window (far-end reading past the middle) and answers rows in `dir`. */
async function readPage<T>(
  p: RekapPageRequest<string>,
  total: number,
  run: (dir: SortDir, limit: number | null, offset: number) => Promise<T[]>,
): Promise<T[]> {
  if (p.limit === null) return run(p.dir, null, 0);
  const win = pageWindow(p.page * p.limit, p.limit, total, p.dir);
  const rows = await run(win.dir, win.limit, win.offset);
  return win.dir === p.dir ? rows : rows.reverse();
}

const TALENT_SORT_SQL: Record<TalentRekapSort, string> = {
  tanggal: "o.date",
  handle_by: "lower(u.username)",
  client: "lower(o.customer_name)",
  umur: "o.customer_age",
  jasa: "lower(COALESCE(ss.name, s.name, ''))",
  durasi: "o.duration",
  price: "o.net_price",
  talent_share: "o.talent_share",
  tip: "o.tip_talent",
  total: "(o.talent_share + o.tip_talent)",
};

/** `total` is the month's order count (from rekapSums), used to read deep pages from the end. */
export async function talentRekapOrders(
  db: Queryable,
  id: number,
  range: MonthRange,
  p: RekapPageRequest<TalentRekapSort>,
  total: number,
): Promise<RekapOrderRow[]> {
  const sort = TALENT_SORT_SQL[p.sort];
  return readPage(p, total, (dir, limit, offset) =>
    db.query<RekapOrderRow>(
      `SELECT o.id, o.date, o.user_id, u.username AS handle_by, u.role, t.name AS talent,
              o.customer_name AS client, o.customer_age AS umur,
              COALESCE(ss.name, s.name, '') AS jasa, o.duration AS durasi,
              o.price, o.net_price, o.talent_share, o.admin_fee, o.tip_talent, o.tip_admin
       FROM orders o ${ORDER_JOINS}
       WHERE o.talents_id = $1 AND o.date >= $2::date AND o.date <= $3::date
       ORDER BY ${sort} ${dir}, o.id ${dir}
       LIMIT $4 OFFSET $5`,
      [id, range.start, range.end, limit, offset],
    ),
  );
}

export interface AdminRekapRow {
  id: number;
  date: string;
  admin_fee: number;
  tip_admin: number;
}

const ADMIN_SORT_SQL: Record<AdminRekapSort, string> = {
  tanggal: "date",
  tips_admin: "tip_admin",
  admin_fee: "admin_fee",
  total: "(admin_fee + tip_admin)",
};

/**
 * The admin report shows only fee and tip per order: no joins, four columns. A busy admin
 * handles ~10k orders a month at 1M orders, and the joins doubled the time.
 */
export async function adminRekapOrders(
  db: Queryable,
  id: number,
  range: MonthRange,
  p: RekapPageRequest<AdminRekapSort>,
  total: number,
): Promise<AdminRekapRow[]> {
  const sort = ADMIN_SORT_SQL[p.sort];
  return readPage(p, total, (dir, limit, offset) =>
    db.query<AdminRekapRow>(
      `SELECT id, date, admin_fee, tip_admin FROM orders
       WHERE user_id = $1 AND date >= $2::date AND date <= $3::date
       ORDER BY ${sort} ${dir}, id ${dir}
       LIMIT $4 OFFSET $5`,
      [id, range.start, range.end, limit, offset],
    ),
  );
}
