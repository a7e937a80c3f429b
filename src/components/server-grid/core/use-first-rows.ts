import { useCallback, useEffect, useRef } from "react";
import { holdPage } from "../../../client/lib/page-activity";

/**
 * Holds the page's deferred work (popups, icons, the toaster: `whenIdle`) from the grid's mount
 * until its first rows are rendered (call the answer from `onFirstDataRendered`), its answer is
 * empty or failed (`settled`), or it unmounts, so that work does not compete with the first rows
 * (README "Browser speed"). Later loads of the same grid hold nothing.
 */
export function useFirstRowsHold(settled: boolean) {
  const release = useRef<(() => void) | null>(null);
  const over = useRef(false);
  const shown = useCallback(() => {
    over.current = true;
    release.current?.();
  }, []);
  useEffect(() => {
    if (over.current) return;
    if (settled) return shown();
    release.current = holdPage();
    return () => release.current?.();
  }, [settled, shown]);
  return shown;
}
