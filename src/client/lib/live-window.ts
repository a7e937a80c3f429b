// When the live stream's events refetch (client/lib/live.ts), per query key root: each root
// waits until its events pause (`trailingMs`) or, in a steady stream of them, at most
// `maxWaitMs` after the first, then refetches once for all of them. A single change on a quiet
// stream is on screen within `trailingMs` (one second at most).
//
// A burst (an import written in many transactions, a thousand writes one by one) is bounded in
// refetches, not in delay: each window that held more than one event doubles the next one's max
// wait, up to `maxWaitCapMs`, and the pause that ends a window grows with it up to
// `burstTrailingCapMs`, so the gaps of a burst on a loaded machine do not each cost a refetch. The burst is over once the root heard nothing for `quietMs`; the
// next event is a quiet stream's again. 1,000 writes over 20 s refetch a grid five times:
// after 1, 3, 7 and 15 s and at the end (tests/unit/live-window.test.ts; tests/bench/live.ts
// runs this code on the events a real stream delivers and records the delays in RESULTS.md).
// Pure (timers only).

export interface LiveWindowTiming {
  /** A root refetches once its events paused this long (a quiet stream's delay)... */
  trailingMs: number;
  /** ...or this long after the first of them, whichever comes first. */
  maxWaitMs: number;
  /** The longest a root waits in a burst whose events never pause (the wait doubles up to it). */
  maxWaitCapMs: number;
  /** The longest pause a burst's window waits for (the pause doubles with the max wait). */
  burstTrailingCapMs: number;
  /** A root that heard nothing this long is quiet again: its burst is over. */
  quietMs: number;
}

const LIVE_WINDOW: LiveWindowTiming = {
  // longer than the server's own max wait (server/events.ts, 250 ms), so a steady stream of
  // events reads as one burst here
  trailingMs: 300,
  maxWaitMs: 1_000,
  // a grid open during a long run of writes is never more than 8 s behind (a user reads a
  // grid that lags longer as broken); 1,000 writes over 20 s still refetch five times
  maxWaitCapMs: 8_000,
  burstTrailingCapMs: 2_000,
  quietMs: 5_000,
};

interface Window {
  firstAt: number;
  /** Events it held: one alone is a quiet stream's change, more a burst's. */
  events: number;
  timer: ReturnType<typeof setTimeout>;
}

/** A root's burst: how many of its windows held more than one event, and when it last heard one. */
interface Burst {
  level: number;
  lastAt: number;
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
  const open = new Map<K, Window>();
  const bursts = new Map<K, Burst>();
  let ready = new Set<K>();
  let queued = false;

  function release() {
    queued = false;
    const roots = [...ready];
    ready = new Set();
    if (due(roots) === false) for (const r of roots) arm(r, Date.now(), true);
  }

  function close(root: K) {
    const w = open.get(root);
    open.delete(root);
    const b = bursts.get(root);
    if (b && w && w.events > 1) b.level++;
    ready.add(root);
    if (!queued) {
      queued = true;
      // the roots closing in this turn refetch together
      queueMicrotask(release);
    }
  }

  /** The root's burst as of `now`: a new one after `quietMs` without events. */
  function burstOf(root: K, now: number): Burst {
    let b = bursts.get(root);
    if (!b || now - b.lastAt > timing.quietMs) bursts.set(root, (b = { level: 0, lastAt: now }));
    return b;
  }

  function arm(root: K, now: number, held = false) {
    const w = open.get(root);
    if (w) clearTimeout(w.timer);
    const b = burstOf(root, now);
    if (!held) b.lastAt = now;
    const grow = 2 ** b.level;
    const maxWait = Math.min(timing.maxWaitMs * grow, timing.maxWaitCapMs);
    const trailing = Math.min(timing.trailingMs * grow, timing.burstTrailingCapMs);
    const state: Window = w ?? { firstAt: now, events: 0, timer: undefined as never };
    if (!held) state.events++;
    const left = state.firstAt + maxWait - now;
    state.timer = setTimeout(
      () => close(root),
      held ? timing.trailingMs : Math.max(0, Math.min(trailing, left)),
    );
    open.set(root, state);
  }

  return {
    touch(roots: Iterable<K>) {
      const now = Date.now();
      for (const r of roots) arm(r, now);
    },
    cancel() {
      for (const w of open.values()) clearTimeout(w.timer);
      open.clear();
      bursts.clear();
      ready = new Set();
    },
  };
}
