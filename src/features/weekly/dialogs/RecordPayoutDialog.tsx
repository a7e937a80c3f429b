// 'Catat Pembayaran' of one row of the weekly payout list (issue 24): the amount is pre-filled
// with what is still owed for that talent's week; the server refuses more than that (409).
import { FormDialog } from "../../../components/form/FormDialog";
import { MoneyField } from "../../../components/form/MoneyField";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { WeeklyTalentsRow } from "../../../contract/weekly";
import { formatPeriod, formatRupiah } from "../../../money/format";
import { todayIn } from "../../../money/time";
import { recordPayout } from "../api/record-payout";
import { PayoutFields } from "./PayoutFields";

export function RecordPayoutDialog(props: {
  row: WeeklyTalentsRow;
  onClose: () => void;
  invalidate: () => Promise<unknown>;
}) {
  const { row } = props;
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/payouts").then((m) => m.createPayoutFields),
    {
      defaultValues: {
        person_type: "talent",
        person_id: String(row.talents_id),
        start_date: row.start_date,
        end_date: row.end_date,
        amount: String(Math.max(row.outstanding, 0)),
        paid_at: todayIn(),
        method: "Transfer",
        place: "",
        reference: "",
      },
      save: recordPayout,
      success: "Pembayaran berhasil dicatat",
      invalidate: props.invalidate,
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
        {row.talent_name} · {formatPeriod(row.start_date, row.end_date)} · Sisa Hutang{" "}
        <strong>{formatRupiah(row.outstanding)}</strong>
      </p>
      <MoneyField name="amount" label="Jumlah Dibayar" />
      <PayoutFields />
    </FormDialog>
  );
}
