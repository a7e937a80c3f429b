// The contract's plain values (enums, limits, fixed messages) without zod: the browser imports
// these from here, so a page that needs `SP_STATUSES` does not download the validator (~25 KB
// gzip). common.ts and users.ts re-export them for the server side.

export const ROLES = ["owner", "admin"] as const;
export const GENDERS = ["Man", "Woman"] as const;
export const SP_STATUSES = ["NONE", "SP1", "SP2", "SP3"] as const;
export const REFUND_STATUSES = ["NONE", "REFUND_50", "REFUND_100"] as const;
/** How the screens name a refund status (the wire values stay the codes). */
export const REFUND_LABELS: Record<(typeof REFUND_STATUSES)[number], string> = {
  NONE: "Tidak ada",
  REFUND_50: "Refund 50%",
  REFUND_100: "Refund 100%",
};
/** The refund choices of every select (edit form, bulk bar): codes on the wire, labels on screen. */
export const REFUND_OPTIONS = REFUND_STATUSES.map((value) => ({
  value,
  label: REFUND_LABELS[value],
}));
export const PAYMENT_METHODS = ["Cash", "Transfer", "E-Wallet"] as const;
/** Money changes the audit grid lists: orders, the kas balance and the share rates. */
export const AUDIT_ENTITIES = [
  "order",
  "kas",
  "rates",
  "payout",
  "period",
  "service",
  "sub_service",
  "talent",
  "category",
  "user",
  "slip",
] as const;
/** What an audit entry records of a change. */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
/** An order's money columns (RULES.md D3): whole rupiah. */
export const ORDER_MONEY_FIELDS = [
  "price",
  "net_price",
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
] as const;
/** Fields whose values are whole rupiah (the client shows them as `Rp 1.500.000`). */
export const AUDIT_MONEY_FIELDS = [...ORDER_MONEY_FIELDS, "kas"] as const;

export const MAX_PAGE_LIMIT = 100;

export const USER_MESSAGES = {
  loginFailed: "Email atau password salah",
  loggedOut: "Logout berhasil",
  created: "User berhasil dibuat",
  emailTaken: "Email sudah terdaftar",
  usernameTaken: "Username sudah digunakan",
  passwordUpdated: "Password berhasil diperbarui!",
  oldPasswordWrong: "Password lama salah",
  resetSent: "Link reset telah dikirim ke email Anda.",
  resetDone: "Password berhasil direset. Silakan login dengan password baru.",
  resetInvalid: "Link reset tidak valid atau sudah kedaluwarsa",
  noSession: "Sesi tidak ditemukan. Silakan login.",
  sessionInvalid: "Sesi tidak valid. Silakan login kembali.",
  notLoggedIn: "Silakan login terlebih dahulu",
  tokenInvalid: "Sesi tidak valid atau sudah berakhir. Silakan login kembali.",
  ownerOnly: "Akses ditolak. Halaman ini hanya untuk Owner.",
  /** A write without the anti-forgery echo (RULES.md S7): the page is old, not the session. */
  xsrf: "Halaman ini sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.",
} as const;

export const SERVICE_MESSAGES = {
  created: "Layanan berhasil ditambahkan!",
  updated: "Service berhasil diperbarui",
  deleted: "Service dihapus",
  subServiceCreated: "Data berhasil ditambahkan!",
  notFound: "Service tidak ditemukan",
  inUse: (orders: number) => `Service masih dipakai oleh ${orders} order, tidak dapat dihapus`,
  subServiceInUse: (name: string, orders: number) =>
    `Sub service "${name}" masih dipakai oleh ${orders} order, tidak dapat dihapus`,
  subServiceForeign: (id: number) => `Sub service ${id} bukan milik service ini`,
} as const;

export const TALENT_MESSAGES = {
  created: "Talent berhasil ditambahkan!",
  updated: "Talent berhasil diperbarui",
  deleted: "Data berhasil dihapus.",
  notFound: "Talent tidak ditemukan",
  inUse: (orders: number) => `Talent masih dipakai oleh ${orders} order, tidak dapat dihapus`,
  // money paid to the talent must keep its receiver (RULES.md D9)
  hasPayouts: (payouts: number) =>
    `Talent sudah menerima ${payouts} pembayaran, tidak dapat dihapus`,
} as const;

export const CATEGORY_MESSAGES = {
  created: "Data berhasil ditambahkan!",
  updated: "Kategori dan talents berhasil diperbarui",
  deleted: "Data berhasil dihapus.",
  notFound: "Kategori tidak ditemukan",
  hasTalents: (talents: number, orders: number) =>
    `Kategori masih memiliki ${talents} talent` +
    (orders > 0 ? ` yang dipakai oleh ${orders} order` : "") +
    ", pindahkan atau hapus talent tersebut terlebih dahulu",
  talentForeign: (id: number) => `Talent ${id} bukan anggota kategori ini`,
} as const;

/** Columns GET /order/export can write: the grid's column ids, plus three the grid leaves out. */
export const ORDER_EXPORT_COLUMNS = [
  "rowNumber",
  "no_order",
  "admin_name",
  "date",
  "talent_name",
  "customer_name",
  "customer_age",
  "service_name",
  "sub_service_name",
  "duration",
  "price",
  "net_price",
  "refund_status",
  "payment_method",
  "payment_place",
  "description",
] as const;

// The analysis pivot's choices (contract/analysis.ts validates them) and its drill-down: the
// page's first load reads them without the validator.
/** What a row is: a person of the rollup, or a property of the order. */
export const PIVOT_ROWS = [
  "talent",
  "admin",
  "service",
  "sub_service",
  "payment_method",
  "payment_place",
  "refund_status",
  "customer_gender",
] as const;
export type PivotRow = (typeof PIVOT_ROWS)[number];

/** The periods of the columns: weeks run Monday to Sunday, as the weekly reports' (RULES.md D4). */
export const PIVOT_COLS = ["none", "week", "month", "quarter", "year"] as const;
export type PivotCols = (typeof PIVOT_COLS)[number];

export const PIVOT_VALUES = [
  "count",
  ...ORDER_MONEY_FIELDS,
  "sisa",
  "paid",
  "outstanding",
] as const;
export type PivotValue = (typeof PIVOT_VALUES)[number];

/** Values only a person has (the payout lists' figures): talent and admin rows only. */
export const PERSON_VALUES: readonly PivotValue[] = ["paid", "outstanding"];
/** The row dimensions that are people (talents and admins): the only ones with PERSON_VALUES. */
export const PERSON_ROWS: readonly PivotRow[] = ["talent", "admin"];

/** A pivot column's days (its first and last; empty for an open end). */
export type PivotColumnDays = { start_date: string; end_date: string };

/** The order list's filter (contract ORDER_FILTERS selects) that holds a row's key. */
const PIVOT_ORDER_FILTER: Record<PivotRow, string> = {
  talent: "talents_id",
  admin: "user_id",
  service: "services_id",
  sub_service: "sub_service_id",
  payment_method: "payment_method",
  payment_place: "payment_place",
  refund_status: "refund_status",
  customer_gender: "gender",
};

/**
 * The order list's query of exactly the orders behind a cell: the column's days and the row's
 * key (a blank key asks for the orders without that property: BLANK_KEY, "is empty").
 */
export function drillQuery(
  rows: PivotRow,
  rowKey: string | undefined,
  column: PivotColumnDays,
): Record<string, string> {
  const q: Record<string, string> = {};
  if (column.start_date) q.start_date = column.start_date;
  if (column.end_date) q.end_date = column.end_date;
  if (rowKey !== undefined) q[PIVOT_ORDER_FILTER[rows]] = rowKey;
  return q;
}
