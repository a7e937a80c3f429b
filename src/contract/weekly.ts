// GET /weekly, /weekly/talent/:talentId, the weekly talent slip (/report/pdf/talent/:id) and the
// weekly payout list (/weekly/talents, RULES.md D5). Every money figure is an integer rupiah.
import { z, dateText, pageQuery, paged, queryInt, searchText, sortOrder } from "./common";
import { withRange } from "./report-common";
import { rangeFilter, rangesInOrder } from "./column-filters";
import { WEEKLY_TALENTS_FILTERS, WEEK_FILTERS } from "./filter-fields";
import { talentRekap } from "./rekap";

const int = z.number().int();

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

/** A week's figure as a filter: rupiah (or orders), at most a trillion; Sisa may be negative. */
const WEEK_FIGURE_MAX = 1_000_000_000_000;
const weekFigureFilters = {
  ...rangeFilter("total_orders", WEEK_FIGURE_MAX),
  ...rangeFilter("total_income", WEEK_FIGURE_MAX),
  ...rangeFilter("tip_talent", WEEK_FIGURE_MAX),
  ...rangeFilter("tip_admin", WEEK_FIGURE_MAX),
  ...rangeFilter("total_talent", WEEK_FIGURE_MAX),
  ...rangeFilter("total_talent_share", WEEK_FIGURE_MAX),
  ...rangeFilter("talent_fee_plus_tip", WEEK_FIGURE_MAX),
  ...rangeFilter("total_admin", WEEK_FIGURE_MAX),
  ...rangeFilter("sisa", WEEK_FIGURE_MAX, true),
};

/** The range, and (beyond the spec) the week grid's header filters on each week's figures. */
export const weeklyQuery = withRange(weekFigureFilters).superRefine(
  rangesInOrder(WEEK_FILTERS.ranges),
);
export const weeklyResponse = z.object({
  data: z.array(weeklyRow),
  /** Beyond the spec: the sums over the range (= the global summary of that range). */
  totals: z.lazy(() => weekTotals),
});

/** The weekly talent call is the one 1-based page of the API (RULES.md S9). */
export const weeklyTalentQuery = z
  .strictObject({
    page: z
      .string()
      .regex(/^\d+$/, "harus berupa bilangan bulat")
      .transform(Number)
      .pipe(z.number().int().min(1, "minimal 1 (halaman dimulai dari 1)").max(1_000_000))
      .default(1),
    limit: queryInt({ min: 1, max: 100 }).default(10),
    ...weekFigureFilters,
  })
  .superRefine(rangesInOrder(WEEK_FILTERS.ranges));
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
  search: searchText,
  status: z.enum(PAY_STATUSES, "harus LUNAS, SEBAGIAN atau BELUM").optional(),
  ...rangeFilter("total_income", WEEK_FIGURE_MAX),
  ...rangeFilter("tip_talent", WEEK_FIGURE_MAX),
  ...rangeFilter("total_talent_share", WEEK_FIGURE_MAX),
  ...rangeFilter("talent_fee_plus_tip", WEEK_FIGURE_MAX),
  ...rangeFilter("paid", WEEK_FIGURE_MAX),
  ...rangeFilter("outstanding", WEEK_FIGURE_MAX, true),
  ...pageQuery(10),
  sort_by: z.enum(WEEKLY_TALENTS_SORTS, "kolom urutan tidak dikenal").default("start_date"),
  sort_order: sortOrder("DESC"),
}).superRefine(rangesInOrder(WEEKLY_TALENTS_FILTERS.ranges));
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
