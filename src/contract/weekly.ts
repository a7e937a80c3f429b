// GET /weekly, /weekly/talent/:talentId, the weekly talent slip (/report/pdf/talent/:id) and the
// weekly payout list (/weekly/talents, RULES.md D5). Every money figure is an integer rupiah.
import { z, dateText, int, ints, pageQuery, paged, queryInt, searchText, sortedBy } from "./common";
import { withRange } from "./report-common";
import { figureRanges, rangesInOrder } from "./column-filters";
import { MAX_TOTAL } from "./rupiah";
import { WEEKLY_TALENTS_FILTERS, WEEK_FILTERS } from "./filter-fields";
import { talentRekap } from "./rekap";
import { PAYOUT_STATUSES, STATUS_CHOICE } from "./payout-values";

// ---- /weekly --------------------------------------------------------------------------------

/** talent_fee_plus_tip = total_talent_share + tip_talent ('Total' of the talent weekly report). */
export const weeklyRow = z.object({
  /** The week's Monday as text (YYYY-MM-DD): stable and unique within one list. */
  id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  ...ints(
    "total_orders",
    "total_income",
    "tip_talent",
    "tip_admin",
    "total_tip",
    "total_talent",
    "total_talent_share",
    "talent_fee_plus_tip",
    "total_admin",
    "sisa",
  ),
});
export type WeeklyRow = z.infer<typeof weeklyRow>;

/** A week's order count as a filter; its money figures are totals (MAX_TOTAL, RULES.md D8). */
const WEEK_ORDERS_MAX = 1_000_000_000_000;
const weekFigureFilters = figureRanges(WEEK_FILTERS.ranges, MAX_TOTAL, {
  counts: { total_orders: WEEK_ORDERS_MAX },
  signed: ["sisa"],
});

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
export const weekTotals = weeklyRow.omit({
  id: true,
  start_date: true,
  end_date: true,
  total_tip: true,
  total_talent: true,
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
    message: "Tanggal mulai tidak boleh setelah tanggal akhir",
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
   * Payouts for periods inside [start, end]; outstanding = total − paid; `lunas` when the
   * status is LUNAS by the payout lists' rule (RULES.md D9: paid covers what is owed).
   */
  payment: z.object({ paid: int, outstanding: int, lunas: z.boolean() }),
});
export type TalentWeekSlip = z.infer<typeof talentWeekSlip>;

// ---- /weekly/talents (beyond the spec: the weekly payout list of RULES.md D5) ------------

/** Every figure the list filters on sorts it too. */
export const WEEKLY_TALENTS_SORTS = [
  "start_date",
  "talent_name",
  ...WEEKLY_TALENTS_FILTERS.ranges,
  "status",
] as const;

export const weeklyTalentsQuery = withRange({
  search: searchText,
  status: z.enum(PAYOUT_STATUSES, STATUS_CHOICE).optional(),
  ...figureRanges(WEEKLY_TALENTS_FILTERS.ranges, MAX_TOTAL, { signed: ["outstanding"] }),
  ...pageQuery(10),
  ...sortedBy(WEEKLY_TALENTS_SORTS, "start_date", "DESC"),
}).superRefine(rangesInOrder(WEEKLY_TALENTS_FILTERS.ranges));
export type WeeklyTalentsQuery = z.infer<typeof weeklyTalentsQuery>;

export const weeklyTalentsRow = weeklyRow.extend({
  talents_id: int,
  talent_name: z.string(),
  /** Payouts of this talent for this week; what the week still owes, or was paid past it. */
  paid: int,
  outstanding: int,
  overpaid: int,
  status: z.enum(PAYOUT_STATUSES),
  /** The week's slip last sent over WhatsApp (its last share link, RULES.md D12); null: never. */
  slip_sent_at: z.string().nullable(),
  /** Who sent it (username; null if never sent or the user is gone). */
  slip_sent_by: z.string().nullable(),
});
export type WeeklyTalentsRow = z.infer<typeof weeklyTalentsRow>;
export const weeklyTalentsPage = paged(weeklyTalentsRow).extend({
  /**
   * The sums of the list's figures (its header filters' ranges) over every row of the filter,
   * not only the page: `outstanding` is only what is still owed; overpaid weeks sum apart
   * (RULES.md D9).
   */
  totals: z.object(ints(...WEEKLY_TALENTS_FILTERS.ranges, "overpaid")),
});
export type WeeklyTalentsPage = z.infer<typeof weeklyTalentsPage>;
