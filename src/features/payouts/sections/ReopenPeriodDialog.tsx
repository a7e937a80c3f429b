// 'Buka Kembali' of a closed month: the owner gives a reason (kept in the audit log).
import { TextAreaField } from "../../../components/form/TextAreaField";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { monthLabel } from "../../../contract/payout-values";
import { reopenPeriod } from "../api/periods";
import { invalidateAfter } from "../../../client/lib/invalidation";

export function ReopenPeriodDialog(props: { month: string; onClose: () => void }) {
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/payouts").then((m) => m.reopenBody),
    {
      defaultValues: { reason: "" },
      save: (v) => reopenPeriod(props.month, v),
      success: `Periode ${monthLabel(props.month)} dibuka kembali`,
      invalidate: () => invalidateAfter("period"),
      done: props.onClose,
    },
  );
  return (
    <FormDialog
      title={`Buka Kembali ${monthLabel(props.month)}`}
      icon="unlock"
      width={460}
      onClose={props.onClose}
      closeText="Batal"
      submitText="Buka Kembali"
      form={form}
      {...submit}
    >
      <TextAreaField name="reason" label="Alasan" rows={3} />
    </FormDialog>
  );
}
