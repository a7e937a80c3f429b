// Report, weekly, order-summary and order-report calls and the weekly slip (RULES.md S7 "Reports and
// settings", RULES.md D3–5); the monthly rekap lives in rekap.ts. Every money figure is an
// integer rupiah.
import {
  z,
  dateText,
  exportFormatQuery,
  pageQuery,
  paged,
  queryInt,
  searchText,
  REFUND_STATUSES,
  sortOrder,
} from "./common";
import { talentRekap } from "./rekap";

const int = z.number().int();
const RANGE_ORDER = "Tanggal mulai (start_date) tidak boleh setelah tanggal akhir (end_date)";

const range = { start_date: dateText.optional(), end_date: dateText.optional() };
const startNotAfterEnd = (q: { start_date?: unknown; end_date?: unknown }) =>
  typeof q.start_date !== "string" || typeof q.end_date !== "string" || q.start_date <= q.end_date;

/** A strict query with an optional inclusive date range, start ≤ end. */
const withRange = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject({ ...range, ...shape })
    .refine(startNotAfterEnd, { message: RANGE_ORDER, path: ["end_date"] });

export const dateRangeQuery = withRange({});
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

const search = searchText;

export const talentIdParams = z.strictObject({
  talentId: queryInt({ min: 1, max: 2_147_483_647 }),
});

// ---- /report/summary/* ----------------------------------------------------------------------

export const globalSummary = z.object({
  total_uang_masuk: int,
  total_talent_fee: int,
  tip_talent: int,
  total_admin_fee: int,
  tip_admin: int,
  uang_talent_dan_tip: int,
  uang_admin_dan_tip: int,
  sisa: int,
  kas: int,
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

// ---- /weekly --------------------------------------------------------------------------------

export const weeklyRow = z.object({
  /** The week's Monday as text (YYYY-MM-DD): stable and unique within one list. */
  id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_orders: int,
  total_income: int,
  tip_talent: int,
  tip_admin: int,
  total_tip: int,
  total_talent: int,
  total_talent_share: int,
  /** total_talent_share + tip_talent (the "Total" column of the talent weekly report). */
  talent_fee_plus_tip: int,
  total_admin: int,
  sisa: int,
});
export type WeeklyRow = z.infer<typeof weeklyRow>;

export const weeklyQuery = dateRangeQuery;
export const weeklyResponse = z.object({
  data: z.array(weeklyRow),
  /** Beyond the spec: the sums over the range (= the global summary of that range). */
  totals: z.lazy(() => weekTotals),
});

/** The weekly talent call is the one 1-based page of the API (RULES.md S9). */
export const weeklyTalentQuery = z.strictObject({
  page: z
    .string()
    .regex(/^\d+$/, "harus berupa bilangan bulat")
    .transform(Number)
    .pipe(z.number().int().min(1, "minimal 1 (halaman dimulai dari 1)").max(1_000_000))
    .default(1),
  limit: queryInt({ min: 1, max: 100 }).default(10),
});
/** Sums of weekly figures over a set of weeks (pinned rows of the weekly talent report). */
export const weekTotals = z.object({
  total_orders: int,
  total_income: int,
  tip_talent: int,
  tip_admin: int,
  total_talent_share: int,
  talent_fee_plus_tip: int,
  total_admin: int,
  sisa: int,
});
export type WeekTotals = z.infer<typeof weekTotals>;

export const weeklyTalentResponse = z.object({
  data: z.array(weeklyRow),
  totalPages: int,
  totalRows: int,
  /** Beyond the spec: this page's sums and the talent's sums over all weeks. */
  totals: z.object({ page: weekTotals, all: weekTotals }),
});

// ---- /order/talents, /order/admins ----------------------------------------------------------

export const ORDER_SUMMARY_SORTS = [
  "date",
  "talents_id",
  "talent_name",
  "admin_id",
  "admin_name",
  "total_orders",
  "total_price",
  "total_uang_masuk",
  "total_talent_fee",
  "total_admin_fee",
  "sisa",
] as const;

export const orderSummaryQuery = withRange({
  search,
  ...pageQuery(10),
  sort_by: z.enum(ORDER_SUMMARY_SORTS, "kolom urutan tidak dikenal").default("date"),
  sort_order: sortOrder("DESC"),
});
export type OrderSummaryQuery = z.infer<typeof orderSummaryQuery>;

export const orderSummaryRow = z.object({
  talents_id: int,
  talent_name: z.string(),
  admin_id: int,
  admin_name: z.string(),
  /** Date of the latest order in range. */
  date: z.string(),
  total_orders: int,
  total_price: int,
  total_uang_masuk: int,
  total_talent_fee: int,
  tip_talent: int,
  total_admin_fee: int,
  tip_admin: int,
  uang_talent_dan_tip: int,
  uang_admin_dan_tip: int,
  total_tip: int,
  sisa: int,
});
export type OrderSummaryRow = z.infer<typeof orderSummaryRow>;
export const orderSummaryFigures = orderSummaryRow.omit({
  talents_id: true,
  talent_name: true,
  admin_id: true,
  admin_name: true,
  date: true,
});
export type OrderSummaryFigures = z.infer<typeof orderSummaryFigures>;
/** Beyond the spec: `totals` of the page and of every row in range (pinned rows). */
export const orderSummaryPage = paged(orderSummaryRow).extend({
  totals: z.object({ page: orderSummaryFigures, all: orderSummaryFigures }),
});
export type OrderSummaryPage = z.infer<typeof orderSummaryPage>;

/** The whole filtered list as a file: the list's query without paging, plus the format. */
export const orderSummaryExportQuery = withRange({
  search,
  sort_by: z.enum(ORDER_SUMMARY_SORTS, "kolom urutan tidak dikenal").default("date"),
  sort_order: sortOrder("DESC"),
  ...exportFormatQuery,
});
export type OrderSummaryExportQuery = z.infer<typeof orderSummaryExportQuery>;

// ---- /order/talent/:id, /order/admin/:id ----------------------------------------------------

export const ORDER_REPORT_SORTS = [
  "id",
  "no_order",
  "date",
  "price",
  "net_price",
  "refund_status",
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
  "customer_name",
  "customer_age",
  "duration",
] as const;
export type OrderReportSort = (typeof ORDER_REPORT_SORTS)[number];

export const orderReportQuery = withRange({
  search,
  ...pageQuery(10),
  sort_by: z.enum(ORDER_REPORT_SORTS, "kolom urutan tidak dikenal").default("id"),
  sort_order: sortOrder("ASC"),
});
export type OrderReportQuery = z.infer<typeof orderReportQuery>;

export const orderReportRow = z.object({
  id: int,
  no_order: int,
  date: z.string(),
  /** As charged. */
  price: int,
  net_price: int,
  refund_status: z.enum(REFUND_STATUSES),
  talent_share: int,
  admin_fee: int,
  tip_talent: int,
  tip_admin: int,
  /** talent_share + tip_talent ('Talent Fee (+Tip)'). */
  talent_fee_plus_tip: int,
  /** admin_fee + tip_admin ('Total Admin Fee'). */
  admin_fee_plus_tip: int,
  customer_name: z.string(),
  customer_age: int.nullable(),
  duration: int.nullable(),
  talent: z.object({ name: z.string() }),
  handler: z.object({ username: z.string() }),
  sub_service: z.object({ name: z.string() }).nullable(),
  service: z.object({ name: z.string() }).nullable(),
  tips: z.array(z.object({ receiver_type: z.enum(["talent", "admin"]), amount: int })),
});
export type OrderReportRow = z.infer<typeof orderReportRow>;

export const orderTotals = z.object({
  /** Σ net_price (Harga totals sum net prices). */
  price: int,
  talent_share: int,
  admin_fee: int,
  tip_talent: int,
  tip_admin: int,
  talent_fee_plus_tip: int,
  admin_fee_plus_tip: int,
  count: int,
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const orderReportExportQuery = withRange({
  search,
  sort_by: z.enum(ORDER_REPORT_SORTS, "kolom urutan tidak dikenal").default("id"),
  sort_order: sortOrder("ASC"),
  ...exportFormatQuery,
});
export type OrderReportExportQuery = z.infer<typeof orderReportExportQuery>;

export const orderReportPage = paged(orderReportRow).extend({
  totals: z.object({ page: orderTotals, all: orderTotals }),
});
export type OrderReportPage = z.infer<typeof orderReportPage>;

// ---- /report/pdf/talent/:id (weekly talent slip) ------------------------------------------

export const SLIP_MAX_DAYS = 31;
const daysBetween = (a: string, b: string) =>
  (Date.parse(b + "T00:00:00Z") - Date.parse(a + "T00:00:00Z")) / 86_400_000;

export const talentSlipQuery = z
  .strictObject({ start: dateText, end: dateText })
  .refine((q) => q.start <= q.end, {
    message: "Tanggal mulai (start) tidak boleh setelah tanggal akhir (end)",
    path: ["end"],
  })
  .refine((q) => q.start > q.end || daysBetween(q.start, q.end) < SLIP_MAX_DAYS, {
    message: `Rentang tanggal maksimal ${SLIP_MAX_DAYS} hari`,
    path: ["end"],
  });

/**
 * One talent's slip for a period (a week): the weekly row's figures, and the period's orders
 * with the same totals as the monthly talent report.
 */
export const talentWeekSlip = talentRekap.omit({ month: true }).extend({
  start_date: z.string(),
  end_date: z.string(),
  figures: weeklyRow.omit({ id: true }),
  /**
   * Issue 24: payouts for periods inside [start, end]; outstanding = total − paid; `lunas` when
   * something was owed and all of it is paid.
   */
  payment: z.object({ paid: int, outstanding: int, lunas: z.boolean() }),
});
export type TalentWeekSlip = z.infer<typeof talentWeekSlip>;

export const REPORT_MESSAGES = {
  talentNotFound: "Talent tidak ditemukan",
  adminNotFound: "Admin tidak ditemukan",
} as const;

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

// ---- /weekly/talents (beyond the spec: the weekly payout list of RULES.md D5) ------------

export const WEEKLY_TALENTS_SORTS = [
  "start_date",
  "talent_name",
  "total_income",
  "tip_talent",
  "total_talent_share",
  "talent_fee_plus_tip",
  "paid",
  "outstanding",
  "status",
] as const;

/** Lunas: paid ≥ owed; Sebagian: something paid; Belum: nothing yet (issue 24). */
export const PAY_STATUSES = ["LUNAS", "SEBAGIAN", "BELUM"] as const;

export const weeklyTalentsQuery = withRange({
  search,
  status: z.enum(PAY_STATUSES, "harus LUNAS, SEBAGIAN atau BELUM").optional(),
  ...pageQuery(10),
  sort_by: z.enum(WEEKLY_TALENTS_SORTS, "kolom urutan tidak dikenal").default("start_date"),
  sort_order: sortOrder("DESC"),
});
export type WeeklyTalentsQuery = z.infer<typeof weeklyTalentsQuery>;

export const weeklyTalentsRow = weeklyRow.extend({
  talents_id: int,
  talent_name: z.string(),
  /** Payouts of this talent for this week, and talent_fee_plus_tip − paid (issue 24). */
  paid: int,
  outstanding: int,
  status: z.enum(PAY_STATUSES),
});
export type WeeklyTalentsRow = z.infer<typeof weeklyTalentsRow>;
export const weeklyTalentsPage = paged(weeklyTalentsRow).extend({
  /** Sums over every row of the filter (not only the page). */
  totals: z.object({
    total_income: int,
    tip_talent: int,
    total_talent_share: int,
    talent_fee_plus_tip: int,
    paid: int,
    outstanding: int,
  }),
});
export type WeeklyTalentsPage = z.infer<typeof weeklyTalentsPage>;
