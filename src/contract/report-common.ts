// What the report calls share (RULES.md S7, D3–5): the optional inclusive date range of their
// queries, the talent id of a path and the not-found messages.
import { z, dateText, queryInt, searchText } from "./common";
import { rangesInOrder } from "./column-filters";

const RANGE_ORDER = "Tanggal mulai tidak boleh setelah tanggal akhir";

const range = { start_date: dateText.optional(), end_date: dateText.optional() };
const startNotAfterEnd = (q: { start_date?: unknown; end_date?: unknown }) =>
  typeof q.start_date !== "string" || typeof q.end_date !== "string" || q.start_date <= q.end_date;

/** A strict query with an optional inclusive date range, start ≤ end. */
export const withRange = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject({ ...range, ...shape })
    .refine(startNotAfterEnd, { message: RANGE_ORDER, path: ["end_date"] });

/** A report list as its queries take it: the sort, the header filters and their ranges. */
interface ReportList<S extends z.ZodRawShape, F extends z.ZodRawShape> {
  sort: S;
  filters: F;
  ranges: readonly string[];
}

/**
 * A report list's query, the grid's or its file's: the range, the search, `paging` (the grid's
 * page and limit), the sort, `more` (the file's format) and the header filters, ranges in order.
 */
export const reportQuery = <
  S extends z.ZodRawShape,
  F extends z.ZodRawShape,
  P extends z.ZodRawShape,
  M extends z.ZodRawShape,
>(
  list: ReportList<S, F>,
  paging: P,
  more: M,
) =>
  withRange({ search: searchText, ...paging, ...list.sort, ...more, ...list.filters }).superRefine(
    rangesInOrder(list.ranges),
  );

export const dateRangeQuery = withRange({});
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

export const talentIdParams = z.strictObject({
  talentId: queryInt({ min: 1, max: 2_147_483_647 }),
});

export const REPORT_MESSAGES = {
  talentNotFound: "Talent tidak ditemukan",
  adminNotFound: "Admin tidak ditemukan",
} as const;
