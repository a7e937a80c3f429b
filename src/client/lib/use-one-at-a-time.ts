import { useCallback, useRef, useState } from "react";

/**
 * One call at a time behind a button: a double click or a held Enter must not send twice, and
 * the button's own `loading` comes a render too late for the second click (a second import of
 * the same rows answered "0 order diimpor · 2 sudah ada" over the first one's result). `run`
 * starts `fn` unless one is in flight (then it resolves to undefined); `busy` is for `loading`.
 */
export function useOneAtATime() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
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
