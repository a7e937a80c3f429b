// When the live stream's events refetch (client/lib/live.ts): a throttle per query key root.
// The product's promise is "another user's change is on your screen within a second", so the
// window favours latency over the number of refetches:
//  - a root's first event after a quiet spell refetches `settleMs` after it. The short wait
//    gathers the events of one save into one refetch (the server sends one per type, user and
//    tab: an order saved with its payout is two events, milliseconds apart);
//  - while events keep coming, the root refetches at most once per `intervalMs`: under a steady
//    stream (the server sends an event per 250 ms at most, server/events.ts) a change waits at
//    most `intervalMs` in the browser, so its commit is on screen in well under a second.
// No backoff: a window that grows with the burst is what pushed a steady stream's lag to
// seconds. The cost is one refetch (one page of rows) per `intervalMs` for as long as separate
// writes keep coming; an import writes its rows in chunk transactions, one event per chunk,
// so a 1,000-row import refetches a grid a handful of times (tests/unit/live-window.test.ts;
// tests/bench/live.ts runs this code on the events a real stream delivers, RESULTS.md).
// Pure (timers only).

export interface LiveWindowTiming {
  /** A root's first event after a quiet spell refetches this long after it. */
  settleMs: number;
  /** Two refetches of one root are at least this far apart. */
  intervalMs: number;
  /** A refetch held by an open cell editor is tried again after this long. */
  heldMs: number;
}

const LIVE_WINDOW: LiveWindowTiming = {
  settleMs: 100,
  // ~0.6 s: the server's own wait (≤ 250 ms) plus this stays under the second promised
  intervalMs: 600,
  heldMs: 300,
};

/**
 * `touch(roots)` for each event; `due(roots)` runs with the roots of one event whose refetch
 * came due together (an order's event names every root: one call). `due` may answer `false` (a
 * cell editor is open): those roots try again after `heldMs`, their events kept.
 */
export function createLiveWindow<K>(
  due: (roots: K[]) => boolean | void,
  timing: LiveWindowTiming = LIVE_WINDOW,
) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** Roots with a refetch set: it covers their new events too. */
  const pending = new Set<K>();
  /** When each root last refetched. */
  const last = new Map<K, number>();

  function arm(roots: K[], wait: number) {
    for (const r of roots) pending.add(r);
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (const r of roots) pending.delete(r);
      if (due(roots) === false) return arm(roots, timing.heldMs);
      const now = Date.now();
      for (const r of roots) last.set(r, now);
    }, wait);
    timers.add(timer);
  }

  return {
    touch(roots: Iterable<K>) {
      const now = Date.now();
      const byWait = new Map<number, K[]>();
      for (const r of roots) {
        if (pending.has(r)) continue;
        const next = (last.get(r) ?? -Infinity) + timing.intervalMs - now;
        const wait = Math.max(timing.settleMs, next);
        byWait.set(wait, [...(byWait.get(wait) ?? []), r]);
      }
      for (const [wait, group] of byWait) arm(group, wait);
    },
    cancel() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      pending.clear();
      last.clear();
    },
  };
}
