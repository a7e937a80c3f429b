// GET /order/orders and GET /order/export: the list's filters, sort and paging, and the
// export's columns and ticked rows (one filter shape for both).
import {
  z,
  REFUND_STATUSES,
  dateText,
  exportFormatQuery,
  pageQuery,
  searchText,
  sortedBy,
  MAX_AMOUNT,
} from "../common";
import { containsFilter, rangeFilter, rangesInOrder, rupiahRange } from "../column-filters";
import { ORDER_EXPORT_COLUMNS } from "../values";
import { BLANK_KEY, ORDER_FILTERS } from "../filter-fields";
import {
  MAX_ID,
  digits,
  genderEnum,
  optional,
  paymentMethodEnum,
  paymentPlaceEnum,
} from "./fields";

/** Filters the client may leave blank ("semua"). */
const blankable = <T extends z.ZodType<unknown, string>>(schema: T) => optional(schema);

/** An ORDER_EQUALS select: blank is "semua", BLANK_KEY is "the column is empty". */
const equalsFilter = <T extends z.ZodType<unknown, string>>(schema: T) =>
  optional(
    z.union([z.literal(BLANK_KEY), schema], {
      // a wrong value is told in the column's own words ("harus Cash, Transfer atau E-Wallet")
      error: (i) => (i.code === "invalid_union" ? i.errors[1]?.[0]?.message : undefined),
    }),
  );

/** Columns GET /order/orders sorts by (`date` and `no_order` walk an index; the rest sort). */
export const ORDER_LIST_SORTS = [
  "date",
  "no_order",
  "admin_name",
  "talent_name",
  "customer_name",
  "customer_age",
  "service_name",
  "sub_service_name",
  "duration",
  "price",
  "net_price",
  "refund_status",
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

const RANGE_ORDER = { message: "tidak boleh sebelum tanggal mulai", path: ["end_date"] };

export type OrderTextFilter = (typeof ORDER_FILTERS.text)[number];
export type OrderRangeFilter = (typeof ORDER_FILTERS.ranges)[number];

/** The list's filters and sort; the CSV export takes the same, without paging. */
const orderFilterShape = {
  admin_name: containsFilter(),
  talent_name: containsFilter(),
  customer_name: containsFilter(),
  service_name: containsFilter(),
  sub_service_name: containsFilter(),
  ...rupiahRange("price", MAX_AMOUNT),
  ...rupiahRange("net_price", MAX_AMOUNT),
  ...rangeFilter("customer_age", 150),
  ...rangeFilter("duration", 10_080),
  search_query: searchText,
  refund_status: blankable(z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100")),
  start_date: blankable(dateText),
  end_date: blankable(dateText),
  talents_id: blankable(digits(1, MAX_ID)),
  user_id: blankable(digits(1, MAX_ID)),
  services_id: equalsFilter(digits(1, MAX_ID)),
  sub_service_id: equalsFilter(digits(1, MAX_ID)),
  payment_method: equalsFilter(paymentMethodEnum),
  payment_place: equalsFilter(paymentPlaceEnum),
  gender: equalsFilter(genderEnum),
  /** One import batch's orders (the import result's link). */
  import_id: equalsFilter(digits(1, MAX_ID)),
  ...sortedBy(ORDER_LIST_SORTS, "date", "DESC"),
};
const startNotAfterEnd = (q: { start_date?: string; end_date?: string }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

export const listOrdersQuery = z
  .strictObject({ ...orderFilterShape, ...pageQuery(10) })
  .superRefine(rangesInOrder(ORDER_FILTERS.ranges))
  .refine(startNotAfterEnd, RANGE_ORDER);
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;
export type ListOrdersParams = z.output<typeof listOrdersQuery>;

export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

/** `a,b,c` in a query: the trimmed items (blank = none), checked as one array. */
const commaList = <T extends z.ZodType<unknown, string[]>>(items: T) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? [] : s.split(",").map((c) => c.trim())))
    .pipe(items)
    .optional();

/** `columns=a,b,c`: the grid's visible columns in their order (blank = every column). */
const exportColumns = commaList(
  z
    .array(z.enum(ORDER_EXPORT_COLUMNS, "kolom tidak dikenal"))
    .max(ORDER_EXPORT_COLUMNS.length, "terlalu banyak kolom"),
);

/** `ids=3,7,9`: the ticked rows of the grid (the selection bar's export), at most 1,000. */
const exportIds = commaList(
  z
    .array(
      z.coerce
        .number<string>("harus berupa angka")
        .int("harus bilangan bulat")
        .min(1, "harus lebih dari 0")
        .max(2_147_483_647, "terlalu besar"),
    )
    .min(1, "minimal 1 order")
    .max(1000, "maksimal 1000 order"),
);

/** GET /order/export: the whole filtered, sorted list (or its ticked rows) as `;` CSV or .xlsx. */
export const exportOrdersQuery = z
  .strictObject({
    ...orderFilterShape,
    ...exportFormatQuery,
    columns: exportColumns,
    ids: exportIds,
  })
  .superRefine(rangesInOrder(ORDER_FILTERS.ranges))
  .refine(startNotAfterEnd, RANGE_ORDER);
export type ExportOrdersQuery = z.input<typeof exportOrdersQuery>;
export type ExportOrdersParams = z.output<typeof exportOrdersQuery>;
