// 'Catat Pembayaran' of one period (a row of the weekly payout list): the amount is pre-filled
// with what the period still owes; the server refuses more than that (409, RULES.md D9).
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
      success: "Pembayaran berhasil dicatat",
      invalidate: () => invalidateAfter("payout"),
      done: props.onClose,
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
