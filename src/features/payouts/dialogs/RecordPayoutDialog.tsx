// 'Catat Pembayaran' of one period (a row of the weekly payout list): the amount is pre-filled
// with what the period still owes; the server refuses more than that (409, RULES.md D9). Once
// saved, a talent's period offers 'Kirim via WhatsApp' for its slip (D12).
import { invalidateAfter } from "../../../client/lib/invalidation";
import { FormDialog } from "../../../components/form/FormDialog";
import { MoneyField } from "../../../components/form/MoneyField";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { PayablePeriod } from "../payable";
import { formatPeriod, formatRupiah } from "../../../money/format";
import { dateShown } from "../../../contract/dates";
import { todayIn } from "../../../money/time";
import { recordPayout } from "../api/record-payout";
import { PayoutFields } from "./PayoutFields";
import { toast } from "../../../client/lib/toast";
import { sendSlip } from "../send-slip";

const PAID = "Pembayaran berhasil dicatat";
/** Long enough to reach for the toast's button; hovering holds it (Blueprint). */
const SLIP_OFFER_MS = 12_000;

/**
 * Saved. A talent's period offers its slip over WhatsApp (RULES.md D12), with what is now paid:
 * the toast's button is a click of its own, which the share sheet or wa.me tab needs.
 */
function paidToast(row: PayablePeriod) {
  if (row.person_type !== "talent") return toast.success(PAID);
  toast.success(PAID, SLIP_OFFER_MS, {
    text: "Kirim via WhatsApp",
    icon: "send-message",
    onClick: () => void sendSlip(row),
  });
}

export function RecordPayoutDialog(props: { row: PayablePeriod; onClose: () => void }) {
  const { row } = props;
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/payouts").then((m) => m.createPayoutForm),
    {
      defaultValues: {
        person_type: row.person_type,
        person_id: String(row.person_id),
        start_date: row.start_date,
        end_date: row.end_date,
        amount: String(Math.max(row.outstanding, 0)),
        paid_at: dateShown(todayIn()),
        method: "Transfer",
        place: "",
        reference: "",
      },
      save: recordPayout,
      invalidate: () => invalidateAfter("payout"),
      done: () => {
        paidToast(row);
        props.onClose();
      },
    },
  );
  return (
    <FormDialog
      title="Catat Pembayaran"
      icon="bank-account"
      width={460}
      onClose={props.onClose}
      closeText="Batal"
      form={form}
      {...submit}
    >
      <p className="kt-payout-subject">
        {row.person_name} · {formatPeriod(row.start_date, row.end_date)} · Sisa Hutang{" "}
        <strong>{formatRupiah(row.outstanding)}</strong>
      </p>
      <MoneyField name="amount" label="Jumlah Dibayar" />
      <PayoutFields />
    </FormDialog>
  );
}
