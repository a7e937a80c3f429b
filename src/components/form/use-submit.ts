// The submit of a dialog form (spec §5, §8): a client check, the call, a success toast, the
// refresh of what the call changed and the close. While the call runs `busy` is true; on success
// it stays true until the dialog unmounts. A failure shows the server's message in the form's red
// callout, or, with `failureTitle`, as a failure toast.
import { useState, type FormEvent } from "react";
import { errorMessage } from "../../client/lib/http";
import { toast } from "../../client/lib/toast";
import { FALLBACK_ERROR, toastFailure } from "../feedback";

export interface SubmitOptions {
  /** Client check: a message stops the submit and shows in the callout. */
  check?: () => string | null;
  /** The call; resolves on success. */
  save: () => Promise<unknown>;
  /** Success toast. */
  success: string;
  /** Refresh after success, e.g. `list.invalidate` (not awaited). */
  invalidate: () => Promise<unknown>;
  /** Runs last on success, e.g. back to the list. */
  done: () => void;
  /** Title of the failure toast; without it the failure shows in the callout. */
  failureTitle?: string;
}

/** Props for `FormDialog` / `DialogForm`: `{ onSubmit, error, busy }`. */
export function useSubmit(opts: SubmitOptions) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = opts.check?.();
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await opts.save();
      toast.success(opts.success);
      void opts.invalidate();
      opts.done();
    } catch (err) {
      if (opts.failureTitle) toastFailure(opts.failureTitle, err);
      else setError(errorMessage(err, FALLBACK_ERROR));
      setBusy(false);
    }
  };

  return { onSubmit, error, busy };
}
