// The Blueprint Alert behind ConfirmDelete.tsx, in its own module: the list pages load it with
// the first delete click, not with the page (bundle budget).
import { useId, useState } from "react";
import { Alert } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import type { ConfirmDeleteProps } from "./ConfirmDelete";
import { toastFailure } from "./feedback";

export default function ConfirmDeleteAlert(props: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      toast.success(props.successMessage, props.successTimeout);
      props.onDeleted?.();
    } catch (err) {
      toastFailure(props.failureTitle, err);
    } finally {
      setBusy(false);
      props.onClose();
    }
  };
  return (
    <Alert
      isOpen={props.isOpen}
      intent="danger"
      icon="trash"
      loading={busy}
      confirmButtonText="Ya, hapus!"
      cancelButtonText="Batal"
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={props.onClose}
      // Blueprint's Alert has no title: name and describe the alertdialog by its own text
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`} className="bp6-heading kt-alert-title">
        {props.title}
      </h2>
      <p id={`${id}-text`} style={{ margin: 0 }}>
        {props.text}
      </p>
    </Alert>
  );
}
