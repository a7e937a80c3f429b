// The Blueprint Alert behind ConfirmDelete.tsx, in its own module: the list pages load it with
// the first delete click, not with the page (bundle budget).
import { useState } from "react";
import { Alert } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import type { ConfirmDeleteProps } from "./ConfirmDelete";
import { toastFailure } from "./feedback";

export default function ConfirmDeleteAlert(props: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
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
    >
      <h4 className="bp6-heading" style={{ margin: "0 0 6px" }}>
        {props.title}
      </h4>
      <p style={{ margin: 0 }}>{props.text}</p>
    </Alert>
  );
}
