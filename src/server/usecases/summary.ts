// The summary screens' figures (GET /report/summary/*) and their reconciliation panel, from the
// rollup; money figures go through src/money so the formulas live in one place (RULES.md D3).
import { periodFromWire } from "../../contract/list-query";
import type { Db, Queryable } from "../../db/connection";
import * as summary from "../../db/repositories/summary";
import * as settings from "../../db/repositories/settings";
import { findTalentName } from "../../db/repositories/talents";
import { findUsername } from "../../db/repositories/users";
import { reconcileRows } from "../../db/repositories/reconcile";
import { payoutKasCheck } from "../../db/repositories/payouts";
import { earnedBy, figures } from "../../money/rules";
import { REPORT_MESSAGES, type DateRangeQuery } from "../../contract/report-common";
import {
  type AdminSummary,
  type GlobalSummary,
  type GlobalSummaryQuery,
  type ReconcileRow,
  type ReconcileSummary,
  type TalentSummary,
} from "../../contract/summary";
import { notFound } from "../http-error";

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

export async function globalSummary(db: Queryable, q: GlobalSummaryQuery): Promise<GlobalSummary> {
  // every figure of the rules but the net price sum, which the summary does not show
  const { total_price: _net, ...f } = figures(
    await summary.rollupSums(db, { range: periodFromWire(q) }),
  );
  const { kas } = await settings.getSettings(db);
  return {
    ...f,
    kas,
    talents: await summary.listSummaryTalents(db, q.talent_name),
    admins: await summary.listSummaryAdmins(db, q.admin_name),
  };
}

export async function talentSummary(
  db: Queryable,
  id: number,
  q: DateRangeQuery,
): Promise<TalentSummary> {
  const name = await talentName(db, id);
  const s = await summary.rollupSums(db, { talentId: id, range: periodFromWire(q) });
  return {
    talent_id: id,
    talent_name: name,
    talent_fee: s.talent_share,
    total_tip_talent: s.tip_talent,
    total_talent_share: earnedBy("talent", s),
  };
}

export async function adminSummary(
  db: Queryable,
  id: number,
  q: DateRangeQuery,
): Promise<AdminSummary> {
  const name = await adminName(db, id);
  const s = await summary.rollupSums(db, { userId: id, range: periodFromWire(q) });
  return {
    admin_id: id,
    admin_name: name,
    admin_fee: s.admin_fee,
    total_tip_admin: s.tip_admin,
    total_admin_fee: earnedBy("admin", s),
  };
}

/**
 * The summary's reconciliation panel: Σ per-talent (fee + tip) + Σ per-admin (fee + tip) + sisa
 * against total uang masuk, the per-row shares summed from the orders themselves, and the rows
 * whose report figure (rollup) differs from their orders.
 */
export async function reconcile(db: Db, q: DateRangeQuery): Promise<ReconcileSummary> {
  const range = periodFromWire(q);
  const f = figures(await summary.rollupSums(db, { range }));
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
