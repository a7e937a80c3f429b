import { useCallback, useEffect, useState } from "react";
import { whenIdle } from "./route-prefetch";

/**
 * False until the page's first view is in and the browser is idle (`whenIdle`), or until `now()`
 * is called: for what the first rows should not wait for (the calendar's code, a section below
 * the grid).
 */
export function useAfterFirstView(): [ready: boolean, now: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
