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

/** The order list's selects that equal one column of the order (the pivot's drill-down, an
 * import batch's orders); each also takes BLANK_KEY, "the column is empty". */
export const ORDER_EQUALS = [
  "services_id",
  "sub_service_id",
  "payment_method",
  "payment_place",
  "gender",
  "import_id",
] as const;

/**
 * A blank value as a key: the pivot's row of orders without that property (shown '-') and the
 * ORDER_EQUALS select that finds exactly those orders ("is empty").
 */
export const BLANK_KEY = "none";

/**
 * Filters of the order list: the columns' "contains" and from–to header filters, and the
 * refund, talent and admin selects; the service, sub-service, payment and customer gender
 * selects are what a cell of the analysis pivot opens the list with (exactly its orders).
 */
export const ORDER_FILTERS = {
  text: ["admin_name", "talent_name", "customer_name", "service_name", "sub_service_name"],
  ranges: ["price", "net_price", "customer_age", "duration"],
  selects: ["refund_status", "talents_id", "user_id", ...ORDER_EQUALS],
} as const;

/** Header filters of the user list (role is a select; Dibuat is start_date / end_date). */
export const USER_FILTERS = { text: ["username", "email"], selects: ["role"] } as const;

/**
 * Header filters of the kas history (Oleh contains; Saldo Lama / Baru ranges; Keterangan: a
 * change by hand or by a payout; Waktu days).
 */
export const KAS_HISTORY_FILTERS = {
  text: ["username"],
  ranges: ["old_kas", "new_kas"],
  selects: ["source"],
} as const;

/** What moved kas: the 'Ubah Saldo Kas' dialog, or recording/deleting a payout (RULES.md D9). */
export const KAS_SOURCES = ["manual", "payout"] as const;
export const KAS_SOURCE_LABELS: Record<(typeof KAS_SOURCES)[number], string> = {
  manual: "Ubah saldo",
  payout: "Pembayaran",
};

/** The set filters among `keys`, for a list's query (blank ones left out). */
export function pickFilters(filters: Record<string, string>, keys: readonly string[]) {
  return Object.fromEntries(keys.flatMap((k) => (filters[k] ? [[k, filters[k]]] : [])));
}

/** Header filters of the talent rekap (the month is the period; figures are from–to). */
export const TALENT_REKAP_FILTERS = {
  text: ["handle_by", "client", "jasa"],
  ranges: ["umur", "durasi", "price", "talent_share", "tip", "total"],
} as const;

/** Header filters of the summary's two lists (Username, Nama contain); the figures ignore them. */
export const SUMMARY_PEOPLE_FILTERS = { text: ["admin_name", "talent_name"] } as const;

/** Header filters of the weekly payout list: each week's figures from–to (status is its select). */
export const WEEKLY_TALENTS_FILTERS = {
  ranges: [
    "total_income",
    "tip_talent",
    "total_talent_share",
    "talent_fee_plus_tip",
    "paid",
    "outstanding",
  ],
  selects: ["status"],
} as const;

/** Header filters of the money audit (User contains; Data and Aksi selects; Waktu days). */
export const AUDIT_FILTERS = { text: ["username"], selects: ["entity", "action"] } as const;

/** Header filters of the service list (its name; the name of any of its sub-services). */
export const SERVICE_FILTERS = { text: ["name", "sub_service"] } as const;

/** Header filters of the talent list (name contains; gender, category and SP status selects). */
export const TALENT_FILTERS = {
  text: ["name"],
  selects: ["gender", "talent_categories_id", "sp_status"],
} as const;

/** Header filters of the category list (name, any of its talents' names, description). */
export const CATEGORY_FILTERS = { text: ["name", "talent", "description"] } as const;

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

/** Header filters of the week grids (/weekly, one talent's weeks): each week's figures from–to. */
export const WEEK_FILTERS = {
  ranges: [
    "total_orders",
    "total_income",
    "tip_talent",
    "tip_admin",
    "total_talent",
    "total_talent_share",
    "talent_fee_plus_tip",
    "total_admin",
    "sisa",
  ],
} as const;
