// The payout lines of the monthly rekap PDFs (RULES.md D9): paid and outstanding per period, and
// the closed month's notice.
import { formatDateTime, formatPeriod, formatRupiah } from "../money/format";
import type { FigureGroup } from "./parts";
import type { PdfExtras } from "./types";

export function paymentGroups(extras: PdfExtras | undefined): FigureGroup[] {
  if (!extras || extras.payments.length === 0) return [];
  return [
    {
      title: "Pembayaran",
      figures: extras.payments.map((p) => ({
        label: formatPeriod(p.start_date, p.end_date),
        value: `Dibayar ${formatRupiah(p.paid)} · Sisa ${formatRupiah(p.outstanding)}`,
      })),
    },
  ];
}

/** "Periode ditutup pada 03/02/2025 10:15 oleh owner" for a closed month, else undefined. */
export const closedNotice = (extras: PdfExtras | undefined) =>
  [
    extras?.closed &&
      `Periode ditutup pada ${formatDateTime(extras.closed.closed_at)} oleh ${extras.closed.closed_by_name ?? "-"}`,
    extras?.filtered,
  ]
    .filter(Boolean)
    .join(" · ") || undefined;
