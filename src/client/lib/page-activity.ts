// What the page's first view is still waiting for: API calls in flight (http.ts) and grids before
// their first rows (BaseGrid). Work that can wait — prefetching popups, icons, the toaster, the
// date-range calendar — starts once none is left (route-prefetch.ts `whenIdle`), instead of
// competing with the first rows for the network and the main thread (README "Browser speed").
let held = 0;
let waiting: (() => void)[] = [];

/** Marks work the page waits for; call the answer (once; later calls do nothing) when it is done. */
export function holdPage(): () => void {
  held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held--;
    if (held > 0) return;
    const run = waiting;
    waiting = [];
    for (const fn of run) fn();
  };
}

export const pageBusy = () => held > 0;

/** Runs `fn` once nothing holds the page (at once if nothing does). */
export function whenPageFree(fn: () => void) {
  if (held === 0) fn();
  else waiting.push(fn);
}
