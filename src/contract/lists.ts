// Every list and report grid as a data source, in one declaration: which GET endpoint gives its
// rows, where the rows sit in the answer, how it pages, and how its export file and sheet are
// named. Every export reads the rows as that very endpoint does (same validation, filters, sort
// and roles as the grid: server/export/list-rows.ts), so an export is what the grid shows, all
// pages; the columns of the lists' own export routes are declared in list-columns.ts.
import { z } from "./common";
import { EXPORT_FORMATS } from "./common";
import { text } from "./common";

export interface ListSource {
  /** GET path of the list endpoint (contract/api); its one `:param` is the request's `id`. */
  path: string;
  /** Dotted path of the row array in the answer (`result`, `data`, `data.talents`). */
  rows: string;
  /** Pages through `page` + `limit` (100 a call) from this first page; absent: one call. */
  firstPage?: 0 | 1;
  /** File name stem: the screen. */
  file: string;
  /** Worksheet name (Indonesian, ≤ 31 characters). */
  sheet: string;
}

export const LISTS = {
  orders: {
    path: "/order/orders",
    rows: "result",
    firstPage: 0,
    file: "daftar-order",
    sheet: "Daftar Order",
  },
  "dashboard-orders": {
    path: "/order/orders",
    rows: "result",
    firstPage: 0,
    file: "dashboard-order-terbaru",
    sheet: "Order Terbaru",
  },
  users: {
    path: "/users/getUsers",
    rows: "result",
    firstPage: 0,
    file: "daftar-user",
    sheet: "Daftar User",
  },
  audit: { path: "/audit", rows: "result", firstPage: 0, file: "log-audit", sheet: "Log Audit" },
  "kas-history": {
    path: "/settings/kas/history",
    rows: "data",
    firstPage: 0,
    file: "riwayat-kas",
    sheet: "Riwayat Kas",
  },
  services: {
    path: "/services/getServices",
    rows: "result",
    firstPage: 0,
    file: "daftar-jasa",
    sheet: "Daftar Jasa",
  },
  talents: {
    path: "/talent/getAllTalents",
    rows: "result",
    firstPage: 0,
    file: "daftar-talent",
    sheet: "Daftar Talent",
  },
  categories: {
    path: "/talentCategories/getAllCategories",
    rows: "result",
    firstPage: 0,
    file: "kategori-talent",
    sheet: "Kategori Talent",
  },
  weekly: { path: "/weekly", rows: "data", file: "laporan-mingguan", sheet: "Laporan Mingguan" },
  "weekly-talent": {
    path: "/order/talents",
    rows: "result",
    firstPage: 0,
    file: "mingguan-per-talent",
    sheet: "Mingguan per Talent",
  },
  "payout-ledger": {
    path: "/payouts/ledger",
    rows: "data.periods",
    file: "saldo-pembayaran",
    sheet: "Saldo per Periode",
  },
  "payout-history": {
    path: "/payouts/ledger",
    rows: "data.payouts",
    firstPage: 0,
    file: "riwayat-pembayaran",
    sheet: "Riwayat Pembayaran",
  },
  "category-talents": {
    path: "/talentCategories/getCategoriesById/:id",
    rows: "result.talents",
    file: "talent-kategori",
    sheet: "Talent Kategori",
  },
  "order-report-talent": {
    path: "/order/talent/:id",
    rows: "result",
    firstPage: 0,
    file: "laporan-order-talent",
    sheet: "Laporan Order Talent",
  },
  "order-report-admin": {
    path: "/order/admin/:id",
    rows: "result",
    firstPage: 0,
    file: "laporan-order-admin",
    sheet: "Laporan Order Admin",
  },
  "weekly-talent-report": {
    path: "/weekly/talent/:talentId",
    rows: "data",
    firstPage: 1,
    file: "laporan-mingguan-talent",
    sheet: "Mingguan Talent",
  },
  "weekly-talents": {
    path: "/weekly/talents",
    rows: "result",
    firstPage: 0,
    file: "laporan-mingguan-talent-semua",
    sheet: "Mingguan Semua Talent",
  },
  "summary-talents": {
    path: "/report/summary/global",
    rows: "data.talents",
    file: "ringkasan-talent",
    sheet: "Ringkasan Talent",
  },
  "summary-admins": {
    path: "/report/summary/global",
    rows: "data.admins",
    file: "ringkasan-admin",
    sheet: "Ringkasan Admin",
  },
  analysis: { path: "/analysis/pivot", rows: "rows", file: "analisis", sheet: "Analisis" },
  "order-summaries-talent": {
    path: "/order/talents",
    rows: "result",
    firstPage: 0,
    file: "ringkasan-order-talent",
    sheet: "Ringkasan Talent",
  },
  "order-summaries-admin": {
    path: "/order/admins",
    rows: "result",
    firstPage: 0,
    file: "ringkasan-order-admin",
    sheet: "Ringkasan Admin",
  },
  "rekap-talent": {
    path: "/rekap/detail/talent/:id",
    rows: "data.orders",
    file: "rekap-talent",
    sheet: "Rekap Talent",
  },
  "rekap-admin": {
    path: "/rekap/detail/admin/:id",
    rows: "data.orders",
    file: "rekap-admin",
    sheet: "Rekap Admin",
  },
} as const satisfies Record<string, ListSource>;

export type ListId = keyof typeof LISTS;
export const LIST_IDS = Object.keys(LISTS) as [ListId, ...ListId[]];

/** How a column's values are written: text as is, int/money as numbers, date/datetime as dates. */
export const EXPORT_KINDS = ["text", "int", "money", "date", "datetime", "rownum"] as const;
export type ExportKindName = (typeof EXPORT_KINDS)[number];

export const exportColumn = z.strictObject({
  /** Dotted path of the value in a row (`talent.name`); ignored for `rownum`. */
  field: z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_]{0,59}(\.[A-Za-z_][A-Za-z0-9_]{0,59}){0,3}$/,
      "nama kolom tidak valid",
    ),
  header: text({ max: 80 }),
  kind: z.enum(EXPORT_KINDS, "jenis kolom tidak dikenal").default("text"),
  /** Shown labels of enum values (`owner` → `Owner`), as the grid shows them. */
  labels: z.record(z.string().max(60), z.string().max(80)).optional(),
});
export type ExportColumnSpec = z.input<typeof exportColumn>;

/** Query values as the grid sends them to its list endpoint (text on the wire). */
const queryValue = z.union([z.string().max(2000), z.number()]).transform(String);

export const gridExportBody = z.strictObject({
  format: z.enum(EXPORT_FORMATS, "harus csv atau xlsx").default("csv"),
  /** The grid's visible columns, in their order. */
  columns: z.array(exportColumn).min(1, "minimal 1 kolom").max(60, "maksimal 60 kolom"),
  /** The list endpoint's query as the grid sends it (paging keys are the export's). */
  query: z
    .record(z.string().regex(/^[a-z_]{1,40}$/, "nama parameter tidak valid"), queryValue)
    .default({}),
  /** `:id` of the list's path, when it has one. */
  id: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type GridExportBody = z.input<typeof gridExportBody>;

/**
 * A printed grid holds at most this many rows; past it the print says so and points to the
 * export, which has no limit (a browser laying out more pages of a table stalls).
 */
export const PRINT_ROW_LIMIT = 2000;

/** POST /grid-export/:list/print: the list's query as the grid sends it, no columns. */
export const gridPrintBody = gridExportBody.pick({ query: true, id: true });
export type GridPrintBody = z.input<typeof gridPrintBody>;

export const gridPrintResponse = z.object({
  data: z.object({
    /** The list's rows as its endpoint answers them, in its order, at most `limit`. */
    rows: z.array(z.record(z.string(), z.unknown())),
    /** More rows matched than `limit`. */
    truncated: z.boolean(),
    limit: z.number().int(),
  }),
});

export const listParams = z.strictObject({
  list: z.enum(LIST_IDS, "daftar tidak dikenal"),
});
