// The delete confirmation of spec §8 as a Blueprint Alert: title, text, 'Ya, hapus!' / 'Batal'.
// It runs the delete itself, so every list screen gets the same toasts:
// success → `successMessage`; failure → `failureTitle` with the server message (or
// 'Terjadi kesalahan'). Closing is left to the caller (`onClose`).
import { useState } from "react";
import { Alert } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import { toastFailure } from "./feedback";

export interface ConfirmDeleteProps {
  /** Open while set; the caller keeps the row to delete. */
  isOpen: boolean;
  title: string;
  text: string;
  /** The delete call; resolves on success. */
  onConfirm: () => Promise<unknown>;
  /** Called after the alert closes (cancelled, deleted or failed). */
  onClose: () => void;
  successMessage: string;
  successTimeout?: number;
  failureTitle: string;
  /** Runs after a successful delete, e.g. `list.invalidate`. */
  onDeleted?: () => void;
}

export function ConfirmDelete(props: ConfirmDeleteProps) {
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
