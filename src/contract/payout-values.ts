// Payout and closed-period values without zod (RULES.md D9): the browser imports them from here
// so pages that never show a payout do not carry them.
import { MAX_AMOUNT, MAX_KAS, rupiahLabel } from "./rupiah";

/* ------------------------------ payouts (RULES.md D9) ------------------------------ */

export const PERSON_TYPES = ["talent", "admin"] as const;
/** A period's status (RULES.md D9; the SQL rule is balanceSql in db/repositories/money-sql.ts). */
export const PAYOUT_STATUSES = ["LUNAS", "LEBIH", "SEBAGIAN", "BELUM"] as const;
/** How the screens name each status. */
export const PAYOUT_STATUS_LABELS = {
  LUNAS: "Lunas",
  LEBIH: "Lebih bayar",
  SEBAGIAN: "Sebagian",
  BELUM: "Belum",
} as const satisfies Record<(typeof PAYOUT_STATUSES)[number], string>;
/** The status filter's refusal (the payout list and the weekly payout list). */
export const STATUS_CHOICE = "harus LUNAS, LEBIH, SEBAGIAN atau BELUM";
/** The smallest payout, unless it settles what is outstanding exactly (RULES.md D9). */
export const MIN_PAYOUT = 1000;
/** One payout at most: the bound of one amount (RULES.md D8), so sums stay exact. */
export const MAX_PAYOUT = MAX_AMOUNT;
export const PAYOUT_MESSAGES = {
  periodShape: "Periode harus satu minggu (Senin–Minggu) atau satu bulan penuh",
  personMissing: "Talent atau admin tidak ditemukan",
  notFound: "Pembayaran tidak ditemukan",
  overpay: (outstanding: string) =>
    `Jumlah melebihi sisa hutang (${outstanding}). Hanya owner yang dapat mencatat kelebihan sebagai uang muka.`,
  advanceOwner: "Hanya owner yang dapat mencatat pembayaran sebagai uang muka",
  adminOwner: "Hanya owner yang dapat mencatat pembayaran ke admin",
  belowMin: (outstanding: string) =>
    `minimal Rp\u00a01.000, kecuali tepat melunasi sisa hutang (${outstanding})`,
  otherCadence:
    "Periode ini sudah dibayar dengan periode lain (mingguan/bulanan). Gunakan periode yang sama.",
  created: "Pembayaran berhasil dicatat",
  deleted: "Pembayaran berhasil dihapus",
  alreadyClosed: "Periode sudah ditutup",
  notClosed: "Periode belum ditutup",
  // RULES.md D8: kas stays within ±MAX_KAS
  kasOutOfBounds:
    "Saldo kas tersimpan di luar batas yang diizinkan. Ubah saldo kas di halaman Kas lebih dulu.",
  kasPastBound: (below: boolean) =>
    `Saldo kas akan ${below ? "kurang dari" : "lebih dari"} ${rupiahLabel(below ? -MAX_KAS : MAX_KAS)}. Ubah saldo kas di halaman Kas lebih dulu.`,
} as const;

/** The months as the screens name them (RULES.md D4), January first. */
export const MONTH_NAMES = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
/** "2025-01" → "Januari 2025". */
export const monthLabel = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** The refusal of every write into a closed month. */
export const closedMessage = (month: string) => `Periode ${monthLabel(month)} sudah ditutup`;
