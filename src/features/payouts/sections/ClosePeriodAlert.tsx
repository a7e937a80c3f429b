// 'Tutup periode …?': the owner's confirmation before a month is closed. Loaded on the
// first 'Tutup' click (bundle budget: Blueprint's Alert brings its overlay along).
import { Alert } from "@blueprintjs/core";
import { monthLabel } from "../../../contract/payout-values";

export function ClosePeriodAlert(props: {
  month: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  const { month, busy } = props;
  return (
    <Alert
      isOpen={month !== null}
      intent="warning"
      icon="lock"
      confirmButtonText="Tutup Periode"
      cancelButtonText="Batal"
      loading={busy}
      // Blueprint's Alert ignores Escape unless told (keyboard users must be able to back out)
      canEscapeKeyCancel={!busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
      onClosed={props.onClosed}
      // Blueprint's Alert has no title: name and describe the alertdialog by its own text
      aria-labelledby="kt-close-period-text"
    >
      <p id="kt-close-period-text" style={{ margin: 0 }}>
        Tutup periode {month ? monthLabel(month) : ""}? Order, tip, refund, kas dan pembayaran bulan
        ini tidak dapat diubah lagi sampai owner membukanya kembali.
      </p>
    </Alert>
  );
}
