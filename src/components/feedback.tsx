// What the user gets back from an action: failure toasts of RULES.md S8 (a title ('Gagal
// menghapus', 'Gagal mengupdate talent', …) over the server's message, or 'Terjadi kesalahan'
// when the server sent none), and the busy guard of the button that started it.
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../client/lib/http";
import { toast } from "../client/lib/toast";

export const FALLBACK_ERROR = "Terjadi kesalahan";

/** The server's message of a failed call, else 'Terjadi kesalahan'. */
export const serverMessage = (err: unknown) => errorMessage(err, FALLBACK_ERROR);

/** The failure toast: `title` over the server's message (or `message` when the caller knows better). */
export function toastFailure(title: string, err: unknown, message = serverMessage(err)) {
  toast.error(
    <span style={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <strong>{title}</strong>
      <span>{message}</span>
    </span>,
  );
}

/**
 * One call at a time behind a button: a double click or a held Enter must not send twice, and
 * the button's own `loading` comes a render too late for the second click (a second import of
 * the same rows answered "0 order diimpor · 2 sudah ada" over the first one's result). `run`
 * starts `fn` unless one is in flight (then it resolves to undefined); `busy` is for `loading`.
 */
export function useOneAtATime() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await fn();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
