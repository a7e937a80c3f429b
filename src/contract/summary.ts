// GET /report/summary/global|talent/:id|admin/:id and the reconciliation panel beside them
// (RULES.md S7). Every money figure is an integer rupiah.
import { z, int, ints } from "./common";
import { containsFilter } from "./column-filters";
import { withRange } from "./report-common";

/** The money figures of a set of orders (RULES.md D3), as the summary and its lists name them. */
export const summaryFigures = ints(
  "total_uang_masuk",
  "total_talent_fee",
  "tip_talent",
  "total_admin_fee",
  "tip_admin",
  "uang_talent_dan_tip",
  "uang_admin_dan_tip",
);

// ---- /report/summary/* ----------------------------------------------------------------------

/** The range of every figure; the name filters narrow only the two lists (Admin, Talent). */
export const globalSummaryQuery = withRange({
  admin_name: containsFilter(),
  talent_name: containsFilter(),
});
export type GlobalSummaryQuery = z.infer<typeof globalSummaryQuery>;

export const globalSummary = z.object({
  ...summaryFigures,
  sisa: int,
  /** null when the stored balance lies outside ±MAX_KAS (RULES.md D8); shown as '-'. */
  kas: int.nullable(),
  /** Extras beyond the spec: order count and tip_talent + tip_admin. */
  total_orders: int,
  total_tip: int,
  talents: z.array(z.object({ id: int, name: z.string() })),
  /** Every user with role admin, plus owners who handled at least one order. */
  admins: z.array(z.object({ id: int, username: z.string() })),
});
export type GlobalSummary = z.infer<typeof globalSummary>;

export const talentSummary = z.object({
  talent_id: int,
  talent_name: z.string(),
  talent_fee: int,
  total_tip_talent: int,
  /** talent_fee + total_tip_talent (tips included, RULES.md D3). */
  total_talent_share: int,
});
export type TalentSummary = z.infer<typeof talentSummary>;

export const adminSummary = z.object({
  admin_id: int,
  admin_name: z.string(),
  admin_fee: int,
  total_tip_admin: int,
  /** admin_fee + total_tip_admin (tips included). */
  total_admin_fee: int,
});
export type AdminSummary = z.infer<typeof adminSummary>;

// ---- /report/summary/reconcile (beyond the spec: the summary's reconciliation panel) ---------

/** One talent's or admin's share as the reports show it (rollup) and as the orders add up. */
export const reconcileRow = z.object({
  id: int,
  name: z.string(),
  /** Fee (talent_share or admin_fee) + tips, from the rollup the reports read. */
  total: int,
  /** The same figure summed straight from the orders. */
  orders_total: int,
  /** orders_total − total: 0 when the rollup agrees. */
  difference: int,
});
export type ReconcileRow = z.infer<typeof reconcileRow>;

export const reconcileSummary = z.object({
  total_uang_masuk: int,
  /** Σ per-talent (fee + tip), from the orders. */
  talents_total: int,
  /** Σ per-admin (fee + tip), from the orders. */
  admins_total: int,
  sisa: int,
  /** total_uang_masuk − (talents_total + admins_total + sisa). */
  difference: int,
  ok: z.boolean(),
  /** Only the rows whose two figures differ (all of them agree when `ok`). */
  talents: z.array(reconcileRow),
  admins: z.array(reconcileRow),
  talent_count: int,
  admin_count: int,
  /** Σ payouts (all time) against Σ kas lowered by payouts (kas audit rows naming a payout). */
  payouts: z.object({ paid: int, kas_moved: int, ok: z.boolean() }),
});
export type ReconcileSummary = z.infer<typeof reconcileSummary>;
