// The Blueprint Alert behind ConfirmDelete.tsx, in its own module: the list pages load it with
// the first delete click, not with the page (bundle budget).
import { useId } from "react";
import { Alert } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import { toastFailure, useOneAtATime } from "./feedback";

export interface ConfirmDeleteProps<T = unknown> {
  /** Open while set; the caller keeps the row to delete. */
  isOpen: boolean;
  title: string;
  text: string;
  /** The delete call; resolves on success. */
  onConfirm: () => Promise<T>;
  /** Called after the alert closes (cancelled, deleted or failed). */
  onClose: () => void;
  /** The success toast: a text, or one made of the call's answer (a count the server gives). */
  successMessage: string | ((answer: T) => string);
  successTimeout?: number;
  failureTitle: string;
  /** Runs after a successful delete, e.g. `list.invalidate`. */
  onDeleted?: () => void;
}

export default function ConfirmDeleteAlert<T>(props: ConfirmDeleteProps<T>) {
  const { busy, run } = useOneAtATime();
  const id = useId();
  const confirm = () =>
    run(async () => {
      try {
        const answer = await props.onConfirm();
        const { successMessage: said } = props;
        toast.success(typeof said === "function" ? said(answer) : said, props.successTimeout);
        props.onDeleted?.();
      } catch (err) {
        toastFailure(props.failureTitle, err);
      } finally {
        props.onClose();
      }
    });
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
