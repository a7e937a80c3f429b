// Monthly reports (GET /rekap/detail/talent/:id, /rekap/detail/admin/:id): one talent's or
// handler's orders in one month, sorted and optionally paged here; the monthly totals and the
// per-admin counts come from order_rollup_daily, so a page never reads the whole month.
import type { ListSort, SortDir } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { MoneySums } from "../../money/rules";
import type { AdminRekapSort, TalentRekapSort } from "../../contract/rekap";
import { pageWindow } from "./paging";
import type { ColumnFilterValues } from "../../contract/column-filters";
import { ORDER_SUMS, ROLLUP_SUMS, toSums, Where } from "./report-sql";
import { ORDER_JOINS } from "./order-joins";
import { earnedSql } from "./money-sql";

export interface MonthRange {
  start: string;
  end: string;
}

/** Sort and optional page window; `limit: null` reads every order of the month. */
export interface RekapPageRequest<S extends string> extends ListSort<S> {
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

/** Orders per handler of one talent's month (of its filtered orders, given filters), busiest first. */
export async function talentOrdersByAdmin(
  db: Queryable,
  id: number,
  range: MonthRange,
  filters?: ColumnFilterValues,
): Promise<{ username: string; count: number }[]> {
  if (filters) {
    const w = talentWhere(id, range, filters);
    return db.query<{ username: string; count: number }>(
      `SELECT u.username, count(*)::int AS count FROM orders o ${ORDER_JOINS} ${w}
       GROUP BY u.username ORDER BY count DESC, u.username`,
      w.params,
    );
  }
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
  total: earnedSql("talent", "o"),
};

/** Header filter fields of the talent rekap → their SQL over `orders o` + ORDER_JOINS. */
const TALENT_FILTER_SQL: Record<string, string> = {
  handle_by: "u.username",
  client: "o.customer_name",
  jasa: "COALESCE(ss.name, s.name, '')",
  umur: "o.customer_age",
  durasi: "o.duration",
  price: "o.net_price",
  talent_share: "o.talent_share",
  tip: "o.tip_talent",
  total: earnedSql("talent", "o"),
};

/** One talent's orders of the month, narrowed by the header filters when any are set. */
function talentWhere(id: number, range: MonthRange, filters?: ColumnFilterValues): Where {
  const w = new Where()
    .add("o.talents_id = $1")
    .add("o.date >= $2::date")
    .add("o.date <= $3::date");
  w.params.push(id, range.start, range.end);
  if (filters) w.columns(filters, TALENT_FILTER_SQL);
  return w;
}

/** Month sums of one talent's orders that match the header filters (the rollup cannot filter). */
export async function talentFilteredSums(
  db: Queryable,
  id: number,
  range: MonthRange,
  filters: ColumnFilterValues,
): Promise<MoneySums> {
  const w = talentWhere(id, range, filters);
  const [row] = await db.query<MoneySums>(
    `SELECT ${ORDER_SUMS} FROM orders o ${ORDER_JOINS} ${w}`,
    w.params,
  );
  return toSums({ ...row, order_count: Number(row.order_count) });
}

/**
 * `total` is the count of the orders asked for (the month's from rekapSums, or the filtered
 * set's), used to read deep pages from the end.
 */
export async function talentRekapOrders(
  db: Queryable,
  id: number,
  range: MonthRange,
  p: RekapPageRequest<TalentRekapSort>,
  total: number,
  filters?: ColumnFilterValues,
): Promise<RekapOrderRow[]> {
  const sort = TALENT_SORT_SQL[p.by];
  return readPage(p, total, (dir, limit, offset) => {
    const w = talentWhere(id, range, filters);
    return db.query<RekapOrderRow>(
      `SELECT o.id, o.date, o.user_id, u.username AS handle_by, u.role, t.name AS talent,
              o.customer_name AS client, o.customer_age AS umur,
              COALESCE(ss.name, s.name, '') AS jasa, o.duration AS durasi,
              o.price, o.net_price, o.talent_share, o.admin_fee, o.tip_talent, o.tip_admin
       FROM orders o ${ORDER_JOINS}
       ${w}
       ORDER BY ${sort} ${dir}, o.id ${dir}
       LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
      w.params,
    );
  });
}

export interface AdminRekapRow {
  id: number;
  date: string;
  admin_fee: number;
  tip_admin: number;
}

const ADMIN_SORT_SQL: Record<AdminRekapSort, string> = {
  tanggal: "o.date",
  tips_admin: "o.tip_admin",
  admin_fee: "o.admin_fee",
  total: earnedSql("admin", "o"),
};

/** Header filter fields of the admin rekap → their SQL over `orders o`. */
const ADMIN_FILTER_SQL: Record<string, string> = {
  tips_admin: "o.tip_admin",
  admin_fee: "o.admin_fee",
  total: earnedSql("admin", "o"),
};

/** One handler's orders of the month, narrowed by the header filters when any are set. */
function adminWhere(id: number, range: MonthRange, filters?: ColumnFilterValues): Where {
  const w = new Where().add("o.user_id = $1").add("o.date >= $2::date").add("o.date <= $3::date");
  w.params.push(id, range.start, range.end);
  if (filters) w.columns(filters, ADMIN_FILTER_SQL);
  return w;
}

/** Month sums of one handler's orders that match the header filters (no joins needed). */
export async function adminFilteredSums(
  db: Queryable,
  id: number,
  range: MonthRange,
  filters: ColumnFilterValues,
): Promise<MoneySums> {
  const w = adminWhere(id, range, filters);
  const [row] = await db.query<MoneySums>(`SELECT ${ORDER_SUMS} FROM orders o ${w}`, w.params);
  return toSums({ ...row, order_count: Number(row.order_count) });
}

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
  filters?: ColumnFilterValues,
): Promise<AdminRekapRow[]> {
  const sort = ADMIN_SORT_SQL[p.by];
  return readPage(p, total, (dir, limit, offset) => {
    const w = adminWhere(id, range, filters);
    return db.query<AdminRekapRow>(
      `SELECT o.id, o.date, o.admin_fee, o.tip_admin FROM orders o ${w}
       ORDER BY ${sort} ${dir}, o.id ${dir}
       LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
      w.params,
    );
  });
}
