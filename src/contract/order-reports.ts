// GET /order/talents, /order/admins (one row per talent or admin) and /order/talent/:id,
// /order/admin/:id (their orders), with their exports (RULES.md S7). Integer rupiah.
import {
  z,
  exportFormatQuery,
  pageQuery,
  paged,
  searchText,
  REFUND_STATUSES,
  sortOrder,
} from "./common";
import { withRange } from "./report-common";
import {
  containsFilter,
  rangeFilter,
  rangesInOrder,
  rupiahRange,
  selectFilter,
} from "./column-filters";
import { ORDER_REPORT_FILTERS, ORDER_SUMMARY_FILTERS } from "./filter-fields";
import { MAX_AMOUNT, MAX_TOTAL } from "./rupiah";

export { ORDER_REPORT_FILTERS, ORDER_SUMMARY_FILTERS };

const int = z.number().int();

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
  ...rangeFilter("total_orders", 100_000_000),
  ...rupiahRange("total_uang_masuk", MAX_TOTAL),
  ...rupiahRange("total_price", MAX_TOTAL),
  ...rupiahRange("total_talent_fee", MAX_TOTAL),
  ...rupiahRange("tip_talent", MAX_TOTAL),
  ...rupiahRange("total_admin_fee", MAX_TOTAL),
  ...rupiahRange("tip_admin", MAX_TOTAL),
  ...rupiahRange("sisa", MAX_TOTAL, true),
};
const summaryInOrder = rangesInOrder(ORDER_SUMMARY_FILTERS.ranges);

export const orderSummaryQuery = withRange({
  search: searchText,
  ...pageQuery(10),
  sort_by: z.enum(ORDER_SUMMARY_SORTS, "kolom urutan tidak dikenal").default("date"),
  sort_order: sortOrder("DESC"),
  ...summaryFilters,
}).superRefine(summaryInOrder);
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
  search: searchText,
  sort_by: z.enum(ORDER_SUMMARY_SORTS, "kolom urutan tidak dikenal").default("date"),
  sort_order: sortOrder("DESC"),
  ...exportFormatQuery,
  ...summaryFilters,
}).superRefine(summaryInOrder);
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
  ...rangeFilter("customer_age", 150),
  ...rangeFilter("duration", 10_080),
  ...rupiahRange("net_price", MAX_AMOUNT),
  ...rupiahRange("talent_share", MAX_AMOUNT),
  ...rupiahRange("tip_talent", MAX_AMOUNT),
  ...rupiahRange("talent_fee_plus_tip", MAX_AMOUNT * 2),
  ...rupiahRange("admin_fee", MAX_AMOUNT),
  ...rupiahRange("tip_admin", MAX_AMOUNT),
  ...rupiahRange("admin_fee_plus_tip", MAX_AMOUNT * 2),
  refund_status: selectFilter(REFUND_STATUSES),
};
const reportInOrder = rangesInOrder(ORDER_REPORT_FILTERS.ranges);

export const orderReportQuery = withRange({
  search: searchText,
  ...pageQuery(10),
  sort_by: z.enum(ORDER_REPORT_SORTS, "kolom urutan tidak dikenal").default("id"),
  sort_order: sortOrder("ASC"),
  ...reportFilters,
}).superRefine(reportInOrder);
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
  search: searchText,
  sort_by: z.enum(ORDER_REPORT_SORTS, "kolom urutan tidak dikenal").default("id"),
  sort_order: sortOrder("ASC"),
  ...exportFormatQuery,
  ...reportFilters,
}).superRefine(reportInOrder);
export type OrderReportExportQuery = z.infer<typeof orderReportExportQuery>;

export const orderReportPage = paged(orderReportRow).extend({
  totals: z.object({ page: orderTotals, all: orderTotals }),
});
export type OrderReportPage = z.infer<typeof orderReportPage>;
