// Report answers assembled from the repositories; money figures go through src/money so the
// formulas live in one place (decisions.md §3).
import type { Queryable } from "../../db/connection";
import * as reports from "../../db/repositories/reports";
import * as settings from "../../db/repositories/settings";
import { findTalentName, listTalentsBrief } from "../../db/repositories/talents";
import { findUsername } from "../../db/repositories/users";
import { adminRekapOrders, talentRekapOrders } from "../../db/repositories/rekap";
import { figures } from "../../money/rules";
import { weekFigures } from "../../money/reference";
import { currentMonthIn, monthRange } from "../../money/time";
import {
  REPORT_MESSAGES,
  type AdminRekap,
  type AdminSummary,
  type DateRangeQuery,
  type GlobalSummary,
  type TalentRekap,
  type TalentSummary,
  type TalentWeekSlip,
} from "../../contract/reports";
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

/** The month asked for, else the current month in the agency's zone (decisions.md §4). */
async function monthOf(db: Queryable, month: string | undefined): Promise<string> {
  return month ?? currentMonthIn((await settings.getSettings(db)).time_zone);
}

/** A talent's orders in a date range with the talent-rekap totals (monthly report, weekly slip). */
async function talentOrders(db: Queryable, id: number, range: { start: string; end: string }) {
  const rows = await talentRekapOrders(db, id, range);
  const orders = rows.map((r) => ({
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
  const byAdmin: Record<string, number> = {};
  for (const r of rows) byAdmin[r.handle_by] = (byAdmin[r.handle_by] ?? 0) + 1;
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

export async function talentRekap(
  db: Queryable,
  id: number,
  monthQuery?: string,
): Promise<TalentRekap> {
  const name = await talentName(db, id);
  const month = await monthOf(db, monthQuery);
  return { month, talent_name: name, ...(await talentOrders(db, id, monthRange(month))) };
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
  return {
    talent_name: name,
    start_date: q.start,
    end_date: q.end,
    figures: { ...weekFigures(q.start, sums), end_date: q.end },
    ...(await talentOrders(db, id, q)),
  };
}

export async function adminRekap(
  db: Queryable,
  id: number,
  monthQuery?: string,
): Promise<AdminRekap> {
  const username = await adminName(db, id);
  const month = await monthOf(db, monthQuery);
  const rows = await adminRekapOrders(db, id, monthRange(month));
  const orders = rows.map((r) => ({
    id: r.id,
    tanggal: r.date,
    tips_admin: r.tip_admin,
    admin_fee: r.admin_fee,
    total: r.admin_fee + r.tip_admin,
  }));
  const fee = orders.reduce((s, o) => s + o.admin_fee, 0);
  const tip = orders.reduce((s, o) => s + o.tips_admin, 0);
  return {
    month,
    username,
    total_orders: orders.length,
    total_admin_fee: fee,
    total_admin_tip: tip,
    total_admin_fee_including_tips: fee + tip,
    orders,
  };
}

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
