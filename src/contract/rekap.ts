// The monthly reports (RULES.md S7 "/rekap/detail/*", talent-rekap and admin-rekap screens): one
// talent's or handler's orders in one month, optionally paged, with the month's totals. Every
// money figure is an integer rupiah.
import {
  z,
  exportFormatQuery,
  int,
  ints,
  MAX_PAGE_LIMIT,
  monthText,
  queryInt,
  sortedBy,
} from "./common";
import { containsFilter, figureRanges, rangesInOrder } from "./column-filters";
import { ADMIN_REKAP_FILTERS, TALENT_REKAP_FILTERS } from "./filter-fields";
import { MAX_AMOUNT } from "./rupiah";

export { ADMIN_REKAP_FILTERS, TALENT_REKAP_FILTERS };

export const TALENT_REKAP_SORTS = [
  "tanggal",
  "handle_by",
  "client",
  "umur",
  "jasa",
  "durasi",
  "price",
  "talent_share",
  "tip",
  "total",
] as const;
export type TalentRekapSort = (typeof TALENT_REKAP_SORTS)[number];
export const ADMIN_REKAP_SORTS = ["tanggal", "tips_admin", "admin_fee", "total"] as const;
export type AdminRekapSort = (typeof ADMIN_REKAP_SORTS)[number];

/**
 * Paging is optional: without `page` and `limit` the answer holds every order of the month, as
 * the spec's client expects (RULES.md D1); with either one it holds that page (0-based,
 * limit default 10) plus `page_totals` and the paging fields. The monthly totals always cover
 * the whole month.
 */
const rekapQueryOf = <S extends readonly [string, ...string[]]>(sorts: S) => ({
  month: monthText.optional(),
  ...sortedBy(sorts, "tanggal" as S[number], "ASC"),
});
const rekapPaging = {
  page: queryInt().optional(),
  limit: queryInt({ min: 1, max: MAX_PAGE_LIMIT }).optional(),
};
/** Header filters of the talent rekap: they narrow the rows and every total of the answer. */
const talentRekapFilters = {
  handle_by: containsFilter(),
  client: containsFilter(),
  jasa: containsFilter(),
  ...figureRanges(TALENT_REKAP_FILTERS.ranges, MAX_AMOUNT, {
    counts: { umur: 150, durasi: 10_080 },
    maxes: { total: MAX_AMOUNT * 2 },
  }),
};
/** Header filters of the admin rekap (same effect: rows and totals of the filtered set). */
const adminRekapFilters = figureRanges(ADMIN_REKAP_FILTERS.ranges, MAX_AMOUNT, {
  maxes: { total: MAX_AMOUNT * 2 },
});
const talentInOrder = rangesInOrder(TALENT_REKAP_FILTERS.ranges);
const adminInOrder = rangesInOrder(ADMIN_REKAP_FILTERS.ranges);

export const talentRekapQuery = z
  .strictObject({ ...rekapQueryOf(TALENT_REKAP_SORTS), ...rekapPaging, ...talentRekapFilters })
  .superRefine(talentInOrder);
export type TalentRekapQuery = z.infer<typeof talentRekapQuery>;
export const adminRekapQuery = z
  .strictObject({ ...rekapQueryOf(ADMIN_REKAP_SORTS), ...rekapPaging, ...adminRekapFilters })
  .superRefine(adminInOrder);
export type AdminRekapQuery = z.infer<typeof adminRekapQuery>;
/** The files follow the screen's header filters (the whole filtered month, no paging). */
export const talentRekapExportQuery = z
  .strictObject({
    ...rekapQueryOf(TALENT_REKAP_SORTS),
    ...exportFormatQuery,
    ...talentRekapFilters,
  })
  .superRefine(talentInOrder);
export const adminRekapExportQuery = z
  .strictObject({ ...rekapQueryOf(ADMIN_REKAP_SORTS), ...exportFormatQuery, ...adminRekapFilters })
  .superRefine(adminInOrder);
/** The PDFs: the month and the screen's header filters. */
export const talentRekapPdfQuery = z
  .strictObject({ month: monthText.optional(), ...talentRekapFilters })
  .superRefine(talentInOrder);
export const adminRekapPdfQuery = z
  .strictObject({ month: monthText.optional(), ...adminRekapFilters })
  .superRefine(adminInOrder);

/** Paging fields of a paged rekap answer (absent when every order is sent). */
const rekapPage = {
  page: int.optional(),
  limit: int.optional(),
  totalRows: int.optional(),
  totalPage: int.optional(),
};

export const talentRekapOrder = z.object({
  id: int,
  tanggal: z.string(),
  handle_by: z.string(),
  role: z.string(),
  talent: z.string(),
  client: z.string(),
  umur: int.nullable(),
  /** Sub-service name, or the service name when the order has no sub-service. */
  jasa: z.string(),
  durasi: int.nullable(),
  /** Net price. */
  price: int,
  gross_price: int,
  talent_share: int,
  /** Tips to the talent. */
  tip: int,
  /** talent_share + tip. */
  total: int,
});
/** total_talent_share is Σ talent_share (tips not included; see total_tip and total). */
const talentRekapTotals = z.object(
  ints("total_price", "total_talent_share", "total_tip", "total", "total_orders"),
);
export type TalentRekapTotals = z.infer<typeof talentRekapTotals>;
export const talentRekap = z.object({
  ...rekapPage,
  /** Sums of the orders in this answer (paged answers only): the pinned 'Total halaman ini'. */
  page_totals: talentRekapTotals.optional(),
  month: z.string(),
  talent_name: z.string(),
  orders: z.array(talentRekapOrder),
  ...talentRekapTotals.shape,
  orders_by_admin: z.record(z.string(), int),
});
export type TalentRekap = z.infer<typeof talentRekap>;

const adminRekapTotals = z.object(
  ints("total_orders", "total_admin_fee", "total_admin_tip", "total_admin_fee_including_tips"),
);
export type AdminRekapTotals = z.infer<typeof adminRekapTotals>;
export const adminRekapOrder = z.object({
  id: int,
  tanggal: z.string(),
  tips_admin: int,
  admin_fee: int,
  total: int,
});
export const adminRekap = z.object({
  ...rekapPage,
  page_totals: adminRekapTotals.optional(),
  month: z.string(),
  username: z.string(),
  ...adminRekapTotals.shape,
  orders: z.array(adminRekapOrder),
});
export type AdminRekap = z.infer<typeof adminRekap>;
