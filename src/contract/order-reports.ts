// GET /order/talents, /order/admins (one row per talent or admin) and /order/talent/:id,
// /order/admin/:id (their orders), with their exports (RULES.md S7). Integer rupiah.
import {
  z,
  exportFormatQuery,
  int,
  ints,
  pageQuery,
  paged,
  REFUND_STATUSES,
  sortedBy,
} from "./common";
import { reportQuery } from "./report-common";
import { containsFilter, figureRanges, selectFilter } from "./column-filters";
import { ORDER_REPORT_FILTERS, ORDER_SUMMARY_FILTERS } from "./filter-fields";
import { MAX_AMOUNT, MAX_TOTAL } from "./rupiah";
import { summaryFigures } from "./summary";

export { ORDER_REPORT_FILTERS, ORDER_SUMMARY_FILTERS };

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

/** Header filters of the summaries: a row (talent / admin) is kept when its figures match. */
const summaryFilters = {
  talent_name: containsFilter(),
  admin_name: containsFilter(),
  ...figureRanges(ORDER_SUMMARY_FILTERS.ranges, MAX_TOTAL, {
    counts: { total_orders: 100_000_000 },
    signed: ["sisa"],
  }),
};
const summaryList = {
  sort: sortedBy(ORDER_SUMMARY_SORTS, "date", "DESC"),
  filters: summaryFilters,
  ranges: ORDER_SUMMARY_FILTERS.ranges,
};

export const orderSummaryQuery = reportQuery(summaryList, pageQuery(10), {});
export type OrderSummaryQuery = z.infer<typeof orderSummaryQuery>;

export const orderSummaryRow = z.object({
  talents_id: int,
  talent_name: z.string(),
  admin_id: int,
  admin_name: z.string(),
  /** Date of the latest order in range. */
  date: z.string(),
  ...ints("total_orders", "total_price"),
  ...summaryFigures,
  ...ints("total_tip", "sisa"),
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
export const orderSummaryExportQuery = reportQuery(summaryList, {}, exportFormatQuery);
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

/** Header filters of an order report: they narrow the rows and both totals. */
const reportFilters = {
  handle_by: containsFilter(),
  talent: containsFilter(),
  customer_name: containsFilter(),
  jasa: containsFilter(),
  ...figureRanges(ORDER_REPORT_FILTERS.ranges, MAX_AMOUNT, {
    counts: { customer_age: 150, duration: 10_080 },
    maxes: { talent_fee_plus_tip: MAX_AMOUNT * 2, admin_fee_plus_tip: MAX_AMOUNT * 2 },
  }),
  refund_status: selectFilter(REFUND_STATUSES),
};
const reportList = {
  sort: sortedBy(ORDER_REPORT_SORTS, "id", "ASC"),
  filters: reportFilters,
  ranges: ORDER_REPORT_FILTERS.ranges,
};

export const orderReportQuery = reportQuery(reportList, pageQuery(10), {});
export type OrderReportQuery = z.infer<typeof orderReportQuery>;

/**
 * An order's shares and tips, and their sums: talent_fee_plus_tip = talent_share + tip_talent
 * ('Talent Fee (+Tip)'), admin_fee_plus_tip = admin_fee + tip_admin ('Total Admin Fee').
 */
const orderFigures = ints(
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
  "talent_fee_plus_tip",
  "admin_fee_plus_tip",
);

export const orderReportRow = z.object({
  id: int,
  no_order: int,
  date: z.string(),
  /** As charged. */
  price: int,
  net_price: int,
  refund_status: z.enum(REFUND_STATUSES),
  ...orderFigures,
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
  ...orderFigures,
  count: int,
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const orderReportExportQuery = reportQuery(reportList, {}, exportFormatQuery);
export type OrderReportExportQuery = z.infer<typeof orderReportExportQuery>;

/**
 * `totals.all` sums every matching order; a search on a page read counts at most
 * SEARCH_COUNT_CAP matches, as the order list does: past it `totalRowsCapped` is true,
 * `totalRows` the cap and `totals.all` null. The exports read every match, uncapped.
 */
export const orderReportPage = paged(orderReportRow).extend({
  totals: z.object({ page: orderTotals, all: orderTotals.nullable() }),
  totalRowsCapped: z.boolean(),
});
export type OrderReportPage = z.infer<typeof orderReportPage>;
