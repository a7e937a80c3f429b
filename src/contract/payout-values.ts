// Payout and closed-period values without zod (issue 24): the browser imports them from here
// so pages that never show a payout do not carry them.

/* ------------------------------ payouts (issue 24) ------------------------------ */

export const PERSON_TYPES = ["talent", "admin"] as const;
export const PAYOUT_STATUSES = ["LUNAS", "SEBAGIAN", "BELUM"] as const;
/** One payout at most: the caps of one order's money (RULES.md D8), so sums stay exact. */
export const MAX_PAYOUT = 1_000_000_000;
export const PAYOUT_MESSAGES = {
  periodShape: "Periode harus satu minggu (Senin–Minggu) atau satu bulan penuh",
  personMissing: "Talent atau admin tidak ditemukan",
  notFound: "Pembayaran tidak ditemukan",
  overpay: (outstanding: string) =>
    `Jumlah melebihi sisa hutang (${outstanding}). Hanya owner yang dapat mencatat kelebihan sebagai uang muka (advance).`,
  advanceOwner: "Hanya owner yang dapat mencatat pembayaran sebagai uang muka (advance)",
  otherCadence:
    "Periode ini sudah dibayar dengan periode lain (mingguan/bulanan). Gunakan periode yang sama.",
  created: "Pembayaran berhasil dicatat",
  deleted: "Pembayaran berhasil dihapus",
  alreadyClosed: "Periode sudah ditutup",
  notClosed: "Periode belum ditutup",
} as const;

const MONTH_NAMES = [
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
