// Report answers assembled from the repositories; money figures go through src/money so the
// formulas live in one place (RULES.md D3).
import type { Queryable } from "../../db/connection";
import * as reports from "../../db/repositories/reports";
import * as settings from "../../db/repositories/settings";
import { findTalentName, listTalentsBrief } from "../../db/repositories/talents";
import { findUsername } from "../../db/repositories/users";
import {
  adminRekapOrders,
  rekapSums,
  talentOrdersByAdmin,
  talentFilteredSums,
  talentRekapOrders,
  type RekapPageRequest,
} from "../../db/repositories/rekap";
import { reconcileRows } from "../../db/repositories/reconcile";
import { paidWithin, payoutKasCheck } from "../../db/repositories/payouts";
import { figures, ZERO_SUMS, type MoneySums } from "../../money/rules";
import { weekFigures } from "../../money/rules";
import { currentMonthIn, monthRange } from "../../money/time";
import {
  REPORT_MESSAGES,
  type AdminSummary,
  type DateRangeQuery,
  type GlobalSummary,
  type ReconcileRow,
  type ReconcileSummary,
  type TalentSummary,
  type TalentWeekSlip,
} from "../../contract/reports";
import {
  anyColumnFilter,
  columnFilterValues,
  type ColumnFilterValues,
} from "../../contract/column-filters";
import {
  TALENT_REKAP_FILTERS,
  type AdminRekap,
  type AdminRekapQuery,
  type AdminRekapSort,
  type AdminRekapTotals,
  type TalentRekap,
  type TalentRekapQuery,
  type TalentRekapSort,
  type TalentRekapTotals,
} from "../../contract/rekap";
import { notFound } from "../http-error";

const rangeOf = (q: DateRangeQuery) => ({ start: q.start_date, end: q.end_date });

export async function talentName(db: Queryable, id: number): Promise<string> {
  const name = await findTalentName(db, id);
  if (name === undefined) throw notFound(REPORT_MESSAGES.talentNotFound);
  return name;
}

export async function adminName(db: Queryable, id: number): Promise<string> {
  const name = await findUsername(db, id);
  if (name === undefined) throw notFound(REPORT_MESSAGES.adminNotFound);
  return name;
}

export async function globalSummary(db: Queryable, q: DateRangeQuery): Promise<GlobalSummary> {
  const f = figures(await reports.rollupSums(db, { range: rangeOf(q) }));
  const { kas } = await settings.getSettings(db);
  return {
    total_uang_masuk: f.total_uang_masuk,
    total_talent_fee: f.total_talent_fee,
    tip_talent: f.tip_talent,
    total_admin_fee: f.total_admin_fee,
    tip_admin: f.tip_admin,
    uang_talent_dan_tip: f.uang_talent_dan_tip,
    uang_admin_dan_tip: f.uang_admin_dan_tip,
    sisa: f.sisa,
    kas,
    total_orders: f.total_orders,
    total_tip: f.total_tip,
    talents: await listTalentsBrief(db),
    admins: await reports.listSummaryAdmins(db),
  };
}

export async function talentSummary(
  db: Queryable,
  id: number,
  q: DateRangeQuery,
): Promise<TalentSummary> {
  const name = await talentName(db, id);
  const s = await reports.rollupSums(db, { talentId: id, range: rangeOf(q) });
  return {
    talent_id: id,
    talent_name: name,
    talent_fee: s.talent_share,
    total_tip_talent: s.tip_talent,
    total_talent_share: s.talent_share + s.tip_talent,
  };
}

export async function adminSummary(
  db: Queryable,
  id: number,
  q: DateRangeQuery,
): Promise<AdminSummary> {
  const name = await adminName(db, id);
  const s = await reports.rollupSums(db, { userId: id, range: rangeOf(q) });
  return {
    admin_id: id,
    admin_name: name,
    admin_fee: s.admin_fee,
    total_tip_admin: s.tip_admin,
    total_admin_fee: s.admin_fee + s.tip_admin,
  };
}

/** The month asked for, else the current month in the agency's zone (RULES.md D4). */
async function monthOf(db: Queryable, month: string | undefined): Promise<string> {
  return month ?? currentMonthIn((await settings.getSettings(db)).time_zone);
}

/** A paged answer when `page` or `limit` is given, else every order (the spec's client). */
function rekapPaging(q: { page?: number; limit?: number; sort_order: "ASC" | "DESC" }) {
  const paged = q.page !== undefined || q.limit !== undefined;
  return { paged, page: q.page ?? 0, limit: paged ? (q.limit ?? 10) : null, dir: q.sort_order };
}

const pageFields = (total: number, page: number, limit: number) => ({
  page,
  limit,
  totalRows: total,
  totalPage: Math.ceil(total / limit),
});

export type TalentRekapOrder = TalentRekap["orders"][number];

export async function talentRekapRows(
  db: Queryable,
  id: number,
  range: { start: string; end: string },
  p: RekapPageRequest<TalentRekapSort>,
  total: number,
  filters?: ColumnFilterValues,
): Promise<TalentRekapOrder[]> {
  const rows = await talentRekapOrders(db, id, range, p, total, filters);
  return rows.map((r) => ({
    id: r.id,
    tanggal: r.date,
    handle_by: r.handle_by,
    role: r.role,
    talent: r.talent,
    client: r.client,
    umur: r.umur,
    jasa: r.jasa,
    durasi: r.durasi,
    price: r.net_price,
    gross_price: r.price,
    talent_share: r.talent_share,
    tip: r.tip_talent,
    total: r.talent_share + r.tip_talent,
  }));
}

const talentTotals = (s: MoneySums): TalentRekapTotals => ({
  total_price: s.net_price,
  total_talent_share: s.talent_share,
  total_tip: s.tip_talent,
  total: s.talent_share + s.tip_talent,
  total_orders: s.order_count,
});

export async function talentRekap(
  db: Queryable,
  id: number,
  q: Partial<TalentRekapQuery> = {},
): Promise<TalentRekap> {
  const name = await talentName(db, id);
  const month = await monthOf(db, q.month);
  const range = monthRange(month);
  const p = rekapPaging({ ...q, sort_order: q.sort_order ?? "ASC" });
  // header filters narrow the rows and every total ('Total keseluruhan' = the filtered set)
  const filters = columnFilterValues(q, TALENT_REKAP_FILTERS);
  const filtered = anyColumnFilter(filters);
  const month_sums = filtered
    ? await talentFilteredSums(db, id, range, filters)
    : await rekapSums(db, "talent", id, range);
  const orders = await talentRekapRows(
    db,
    id,
    range,
    { sort: q.sort_by ?? "tanggal", dir: p.dir, page: p.page, limit: p.limit },
    month_sums.order_count,
    filtered ? filters : undefined,
  );
  const byAdmin: Record<string, number> = {};
  for (const r of await talentOrdersByAdmin(db, id, range, filtered ? filters : undefined))
    byAdmin[r.username] = r.count;
  const paging = p.limit === null ? {} : pageFields(month_sums.order_count, p.page, p.limit);
  const page_totals = p.paged
    ? talentTotals(
        orders.reduce(
          (s, o) => ({
            ...s,
            order_count: s.order_count + 1,
            net_price: s.net_price + o.price,
            talent_share: s.talent_share + o.talent_share,
            tip_talent: s.tip_talent + o.tip,
          }),
          ZERO_SUMS,
        ),
      )
    : undefined;
  return {
    ...paging,
    ...(page_totals ? { page_totals } : {}),
    month,
    talent_name: name,
    orders,
    ...talentTotals(month_sums),
    orders_by_admin: byAdmin,
  };
}

export type AdminRekapOrder = AdminRekap["orders"][number];

export async function adminRekapRows(
  db: Queryable,
  id: number,
  month: string,
  p: RekapPageRequest<AdminRekapSort>,
  total: number,
): Promise<AdminRekapOrder[]> {
  const rows = await adminRekapOrders(db, id, monthRange(month), p, total);
  return rows.map((r) => ({
    id: r.id,
    tanggal: r.date,
    tips_admin: r.tip_admin,
    admin_fee: r.admin_fee,
    total: r.admin_fee + r.tip_admin,
  }));
}

const adminTotals = (count: number, fee: number, tip: number): AdminRekapTotals => ({
  total_orders: count,
  total_admin_fee: fee,
  total_admin_tip: tip,
  total_admin_fee_including_tips: fee + tip,
});

export async function adminRekap(
  db: Queryable,
  id: number,
  q: Partial<AdminRekapQuery> = {},
): Promise<AdminRekap> {
  const username = await adminName(db, id);
  const month = await monthOf(db, q.month);
  const p = rekapPaging({ ...q, sort_order: q.sort_order ?? "ASC" });
  const s = await rekapSums(db, "admin", id, monthRange(month));
  const orders = await adminRekapRows(
    db,
    id,
    month,
    { sort: q.sort_by ?? "tanggal", dir: p.dir, page: p.page, limit: p.limit },
    s.order_count,
  );
  const paging = p.limit === null ? {} : pageFields(s.order_count, p.page, p.limit);
  const page_totals = p.paged
    ? adminTotals(
        orders.length,
        orders.reduce((t, o) => t + o.admin_fee, 0),
        orders.reduce((t, o) => t + o.tips_admin, 0),
      )
    : undefined;
  return {
    ...paging,
    ...(page_totals ? { page_totals } : {}),
    month,
    username,
    ...adminTotals(s.order_count, s.admin_fee, s.tip_admin),
    orders,
  };
}

/** Every order of the month in the asked order, for the export files. */
export async function talentRekapExport(
  db: Queryable,
  id: number,
  q: { month?: string; sort_by: TalentRekapSort; sort_order: "ASC" | "DESC" },
) {
  const name = await talentName(db, id);
  const month = await monthOf(db, q.month);
  const sums = await rekapSums(db, "talent", id, monthRange(month));
  const p = { sort: q.sort_by, dir: q.sort_order, page: 0, limit: null };
  const rows = await talentRekapRows(db, id, monthRange(month), p, sums.order_count);
  return { name, month, rows };
}

export async function adminRekapExport(
  db: Queryable,
  id: number,
  q: { month?: string; sort_by: AdminRekapSort; sort_order: "ASC" | "DESC" },
) {
  const name = await adminName(db, id);
  const month = await monthOf(db, q.month);
  const sums = await rekapSums(db, "admin", id, monthRange(month));
  const p = { sort: q.sort_by, dir: q.sort_order, page: 0, limit: null };
  return { name, month, rows: await adminRekapRows(db, id, month, p, sums.order_count) };
}

/** A talent's orders in a date range with the talent-rekap totals (weekly slip). */
async function talentOrders(db: Queryable, id: number, range: { start: string; end: string }) {
  const all = { sort: "tanggal" as const, dir: "ASC" as const, page: 0, limit: null };
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
  const sums = await reports.rollupSums(db, { talentId: id, range: q });
  const orders = await talentOrders(db, id, q);
  const paid = await paidWithin(db, "talent", id, q.start, q.end);
  return {
    talent_name: name,
    start_date: q.start,
    end_date: q.end,
    figures: { ...weekFigures(q.start, sums), end_date: q.end },
    ...orders,
    payment: {
      paid,
      outstanding: orders.total - paid,
      lunas: orders.total > 0 && paid >= orders.total,
    },
  };
}

/**
 * The summary's reconciliation panel: Σ per-talent (fee + tip) + Σ per-admin (fee + tip) + sisa
 * against total uang masuk, the per-row shares summed from the orders themselves, and the rows
 * whose report figure (rollup) differs from their orders.
 */
export async function reconcile(db: Queryable, q: DateRangeQuery): Promise<ReconcileSummary> {
  const range = rangeOf(q);
  const f = figures(await reports.rollupSums(db, { range }));
  const rows = await reconcileRows(db, range);
  const talents = rows.talents.map(withDifference);
  const admins = rows.admins.map(withDifference);
  const talentsTotal = talents.reduce((n, r) => n + r.orders_total, 0);
  const adminsTotal = admins.reduce((n, r) => n + r.orders_total, 0);
  const difference = f.total_uang_masuk - (talentsTotal + adminsTotal + f.sisa);
  const off = (r: ReconcileRow) => r.difference !== 0;
  // payouts are not dated orders: this check covers every payout ever recorded
  const paid = await payoutKasCheck(db);
  const payouts = { paid: paid.payouts, kas_moved: paid.kas, ok: paid.payouts === paid.kas };
  return {
    total_uang_masuk: f.total_uang_masuk,
    talents_total: talentsTotal,
    admins_total: adminsTotal,
    sisa: f.sisa,
    difference,
    ok: difference === 0 && !talents.some(off) && !admins.some(off) && payouts.ok,
    talents: talents.filter(off),
    admins: admins.filter(off),
    talent_count: talents.length,
    admin_count: admins.length,
    payouts,
  };
}

const withDifference = (r: Omit<ReconcileRow, "difference">): ReconcileRow => ({
  ...r,
  difference: r.orders_total - r.total,
});

/** Every talent's slip for one period ('Export semua' on the weekly payout list). */
export async function weekSlips(
  db: Queryable,
  q: { start: string; end: string },
): Promise<TalentWeekSlip[]> {
  const slips: TalentWeekSlip[] = [];
  for (const id of await reports.talentsWithOrders(db, q))
    slips.push(await talentWeekSlip(db, id, q));
  return slips;
}
