// The header filters of the lists, declared once without zod (the browser's list atoms read
// them; a page that does not filter does not load them): which query keys are "contains" text,
// from–to ranges (`<field>_min` / `<field>_max`) and selects. The query schemas beside each
// list's contract validate them (column-filters.ts); the repositories map them to SQL.
/**
 * A list's header filters, declared once beside its query schema: the repository and the
 * client's list atoms read the same names (`filterKeys`, `columnFilterValues` in column-filters.ts).
 */
export interface ColumnFilterFields {
  text?: readonly string[];
  ranges?: readonly string[];
  selects?: readonly string[];
}

/** The query keys of the fields (what the URL holds and the client sends). */
export const filterKeys = (f: ColumnFilterFields): string[] => [
  ...(f.text ?? []),
  ...(f.ranges ?? []).flatMap((r) => [`${r}_min`, `${r}_max`]),
  ...(f.selects ?? []),
];

/** Header filters of the user list (role is a select; Dibuat is start_date / end_date). */
export const USER_FILTERS = { text: ["username", "email"], selects: ["role"] } as const;

/** Header filters of the kas history (Oleh contains; Saldo Lama / Baru ranges; Waktu days). */
export const KAS_HISTORY_FILTERS = { text: ["username"], ranges: ["old_kas", "new_kas"] } as const;

/** The set filters among `keys`, for a list's query (blank ones left out). */
export function pickFilters(filters: Record<string, string>, keys: readonly string[]) {
  return Object.fromEntries(keys.flatMap((k) => (filters[k] ? [[k, filters[k]]] : [])));
}

/** Header filters of the talent rekap (the month is the period; figures are from–to). */
export const TALENT_REKAP_FILTERS = {
  text: ["handle_by", "client", "jasa"],
  ranges: ["umur", "durasi", "price", "talent_share", "tip", "total"],
} as const;

/** Header filters of the admin rekap (the month is the period; the money is from–to). */
export const ADMIN_REKAP_FILTERS = { ranges: ["tips_admin", "admin_fee", "total"] } as const;

/** Header filters of one talent's / one admin's order report (GET /order/talent|admin/:id). */
export const ORDER_REPORT_FILTERS = {
  text: ["handle_by", "talent", "customer_name", "jasa"],
  ranges: [
    "customer_age",
    "duration",
    "net_price",
    "talent_share",
    "tip_talent",
    "talent_fee_plus_tip",
    "admin_fee",
    "tip_admin",
    "admin_fee_plus_tip",
  ],
  selects: ["refund_status"],
} as const;

/** Header filters of the order summaries (one row per talent / admin; figures of the range). */
export const ORDER_SUMMARY_FILTERS = {
  text: ["talent_name", "admin_name"],
  ranges: [
    "total_orders",
    "total_uang_masuk",
    "total_price",
    "total_talent_fee",
    "tip_talent",
    "total_admin_fee",
    "tip_admin",
    "sisa",
  ],
} as const;
