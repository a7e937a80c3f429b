// 'Catat Pembayaran' for the selected rows at once: each row is paid what it still
// owes, with one date, method, place and reference; the server records all or none.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { PayablePeriod } from "../payable";
import { formatPeriod, formatRupiah } from "../../../money/format";
import { dateShown } from "../../../contract/dates";
import { todayIn } from "../../../money/time";
import { recordPayouts } from "../api/record-payout";
import { PayoutFields } from "./PayoutFields";

export function RecordPayoutsDialog(props: {
  rows: PayablePeriod[];
  onClose: () => void;
  onDone: () => void;
}) {
  const rows = props.rows.filter((r) => r.outstanding > 0);
  const total = rows.reduce((n, r) => n + r.outstanding, 0);
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/payouts").then((m) => m.bulkPayoutForm),
    {
      defaultValues: {
        paid_at: dateShown(todayIn()),
        method: "Transfer",
        place: "",
        reference: "",
      },
      save: (v) =>
        recordPayouts({
          payouts: rows.map((r) => ({
            person_type: r.person_type,
            person_id: r.person_id,
            start_date: r.start_date,
            end_date: r.end_date,
            amount: r.outstanding,
            paid_at: v.paid_at,
            method: v.method,
            place: v.place || undefined,
            reference: v.reference,
          })),
        }),
      success: `${rows.length} pembayaran berhasil dicatat`,
      invalidate: () => invalidateAfter("payout"),
      done: () => {
        props.onDone();
        props.onClose();
      },
    },
  );
  return (
    <FormDialog
      title="Catat Pembayaran"
      icon="bank-account"
      width={520}
      onClose={props.onClose}
      closeText="Batal"
      form={form}
      {...submit}
    >
      <ul className="kt-payout-rows" aria-label="Baris yang dibayar">
        {rows.map((r) => (
          <li key={r.id}>
            {r.person_name} · {formatPeriod(r.start_date, r.end_date)}:{" "}
            <strong>{formatRupiah(r.outstanding)}</strong>
          </li>
        ))}
      </ul>
      <p>
        Total dibayar: <strong>{formatRupiah(total)}</strong>
      </p>
      <PayoutFields />
    </FormDialog>
  );
}
