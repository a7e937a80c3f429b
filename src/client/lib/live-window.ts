// When the live stream's events refetch (client/lib/live.ts), per query key root: each root
// waits until its events pause (`trailingMs`) or, in a steady stream of them, at most `maxWaitMs`
// after the first, then refetches once for all of them. While a burst goes on (the next event
// comes before the root's events paused) each next wait doubles up to `maxWaitCapMs`: an import
// of a thousand rows written one by one refetches a grid a handful of times, not once a second
// (tests/bench/live.ts counts it); a pause starts again from `maxWaitMs`. Pure (timers only),
// so the benchmark runs the same code on the events a real stream delivers.

export interface LiveWindowTiming {
  /** A root refetches once its events paused this long... */
  trailingMs: number;
  /** ...or this long after the first of them, whichever comes first. */
  maxWaitMs: number;
  /** The longest a root waits while its events never pause (the wait doubles up to it). */
  maxWaitCapMs: number;
}

const LIVE_WINDOW: LiveWindowTiming = {
  // longer than the server's own max wait (server/events.ts, 250 ms), so a steady stream of
  // events reads as one burst here
  trailingMs: 400,
  maxWaitMs: 1_000,
  maxWaitCapMs: 8_000,
};

interface RootState {
  firstAt: number;
  timer: ReturnType<typeof setTimeout>;
  /** The current max wait: doubles while the burst goes on. */
  maxWait: number;
}

/**
 * `touch(roots)` for each event; `due(roots)` runs once per window with the roots whose window
 * closed together. `due` may answer `false` (a cell editor is open): those roots wait another
 * trailing window.
 */
export function createLiveWindow<K>(
  due: (roots: K[]) => boolean | void,
  timing: LiveWindowTiming = LIVE_WINDOW,
) {
  const open = new Map<K, RootState>();
  /** Roots whose last window closed by max wait (the burst went on), with that wait. */
  const backoff = new Map<K, { maxWait: number; closedAt: number }>();
  let ready = new Set<K>();
  let queued = false;

  function release() {
    queued = false;
    const roots = [...ready];
    ready = new Set();
    if (due(roots) === false) for (const r of roots) arm(r, Date.now(), true);
  }

  function close(root: K, byMaxWait: boolean) {
    const s = open.get(root);
    open.delete(root);
    if (byMaxWait && s)
      backoff.set(root, {
        maxWait: Math.min(s.maxWait * 2, timing.maxWaitCapMs),
        closedAt: Date.now(),
      });
    else backoff.delete(root);
    ready.add(root);
    if (!queued) {
      queued = true;
      // the roots closing in this turn refetch together
      queueMicrotask(release);
    }
  }

  function arm(root: K, now: number, held = false) {
    const s = open.get(root);
    if (s) clearTimeout(s.timer);
    const b = backoff.get(root);
    // the burst went on: this event came within a trailing window after the last max-wait close
    const going = b && now - b.closedAt <= timing.trailingMs;
    const state: RootState = s ?? {
      firstAt: now,
      maxWait: going ? b.maxWait : timing.maxWaitMs,
      timer: undefined as never,
    };
    const left = state.firstAt + state.maxWait - now;
    const byMaxWait = !held && left <= timing.trailingMs;
    state.timer = setTimeout(
      () => close(root, byMaxWait),
      held ? timing.trailingMs : Math.max(0, Math.min(timing.trailingMs, left)),
    );
    open.set(root, state);
  }

  return {
    touch(roots: Iterable<K>) {
      const now = Date.now();
      for (const r of roots) arm(r, now);
    },
    cancel() {
      for (const s of open.values()) clearTimeout(s.timer);
      open.clear();
      backoff.clear();
      ready = new Set();
    },
  };
}
