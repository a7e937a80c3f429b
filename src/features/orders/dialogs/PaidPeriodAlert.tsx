// 'Ubah order di periode yang sudah dibayar?': before an order's price or refund is saved while
// its talent's or admin's week or month already has payouts (RULES.md D9), says what the edit
// does to each such period — the server's figures (GET /payouts/order-effect), not a copy of
// the rule. Loaded on first use (bundle budget: Blueprint's Alert brings its overlay along).
import { Alert } from "@blueprintjs/core";
import { formatMonth, formatPeriod, formatRupiah } from "../../../client/lib/format";
import { PAYOUT_STATUS_LABELS } from "../../../contract/payout-values";
import type { PeriodEffect } from "../../../contract/payouts";

const who = (e: PeriodEffect) =>
  `${e.person_type === "talent" ? "Talent" : "Admin"} ${e.person_name}`;
const period = (e: PeriodEffect) =>
  e.period_kind === "month"
    ? `bulan ${formatMonth(e.start_date.slice(0, 7))}`
    : `minggu ${formatPeriod(e.start_date, e.end_date)}`;

/** What the period becomes: still owing, overpaid, or settled ("tetap" when it already was). */
function outcome(e: PeriodEffect): string {
  const a = e.after;
  const verb = a.status === e.status ? "tetap" : "menjadi";
  if (a.status === "LEBIH")
    return `${verb} ${PAYOUT_STATUS_LABELS.LEBIH} ${formatRupiah(a.overpaid)}`;
  if (a.status === "LUNAS") return `${verb} ${PAYOUT_STATUS_LABELS.LUNAS}`;
  return `sisa hutang menjadi ${formatRupiah(a.outstanding)}`;
}

/** One line per paid period: who, which period, paid, owed before → after, and the outcome. */
const effectLine = (e: PeriodEffect) =>
  `${who(e)}, ${period(e)}: sudah dibayar ${formatRupiah(e.paid)}; hak ${formatRupiah(e.owed)} → ${formatRupiah(e.after.owed)}, ${outcome(e)}.`;

export default function PaidPeriodAlert(props: {
  effects: PeriodEffect[] | null;
  onAnswer: (ok: boolean) => void;
}) {
  const { effects } = props;
  return (
    <Alert
      isOpen={effects !== null}
      intent="warning"
      icon="warning-sign"
      confirmButtonText="Ya, simpan"
      cancelButtonText="Batal"
      // Blueprint's Alert ignores Escape unless told (keyboard users must be able to back out)
      canEscapeKeyCancel
      onConfirm={() => props.onAnswer(true)}
      onCancel={() => props.onAnswer(false)}
      // Blueprint's Alert has no title: name and describe the alertdialog by its own text
      aria-labelledby="kt-paid-period-title"
    >
      <p id="kt-paid-period-title" style={{ marginTop: 0 }}>
        <strong>Ubah order di periode yang sudah dibayar?</strong>
      </p>
      <ul style={{ paddingLeft: 18 }}>
        {(effects ?? []).map((e) => (
          <li key={`${e.person_type}-${e.person_id}-${e.start_date}`}>{effectLine(e)}</li>
        ))}
      </ul>
      <p style={{ marginBottom: 0 }}>Pembayaran yang sudah dicatat tidak berubah.</p>
    </Alert>
  );
}
