// The live stream's refetch windows (client/lib/live-window.ts) on a fake clock: a single change
// on a quiet stream refetches within a tenth of a second; a steady stream refetches a root once
// per 600 ms, so no change waits longer than that in the browser, however long the stream; an
// import's chunk events refetch a handful of times; a cell editor holds the refetch; roots are
// throttled each on its own.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveWindow } from "../../src/client/lib/live-window";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A window whose refetches are recorded with their fake time and roots. */
function liveWindow(due: () => boolean | void = () => undefined) {
  const at: number[] = [];
  const calls: string[][] = [];
  const start = Date.now();
  const win = createLiveWindow<string>((roots) => {
    const answer = due();
    if (answer !== false) {
      at.push(Date.now() - start);
      calls.push(roots);
    }
    return answer;
  });
  return {
    at,
    calls,
    touch: (roots = ["orders"]) => win.touch(roots),
    now: () => Date.now() - start,
  };
}

/** Events every `everyMs` for `forMs` (the server's coalesced `change` events); their times. */
async function stream(touch: () => void, now: () => number, everyMs: number, forMs: number) {
  const sent: number[] = [];
  for (let t = 0; t < forMs; t += everyMs) {
    sent.push(now());
    touch();
    await vi.advanceTimersByTimeAsync(everyMs);
  }
  return sent;
}

/** How long each event waited for the first refetch after it. */
const waits = (sent: number[], at: number[]) => sent.map((s) => at.find((a) => a >= s)! - s);

describe("live refetch windows", () => {
  it("a single change on a quiet stream refetches once, 100 ms after it", async () => {
    const w = liveWindow();
    w.touch();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(w.at).toEqual([100]);
  });

  it("a steady stream refetches once per 600 ms, and no event waits longer than that", async () => {
    const w = liveWindow();
    // the server's most: an event per 250 ms, for 20 s
    const sent = await stream(w.touch, w.now, 250, 20_000);
    await vi.advanceTimersByTimeAsync(5_000);
    const gaps = w.at.slice(1).map((t, i) => t - w.at[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(600);
    // no growing backoff: the last gap is as short as the first
    expect(Math.max(...gaps)).toBeLessThanOrEqual(600);
    expect(Math.max(...waits(sent, w.at))).toBeLessThanOrEqual(600);
    // about 20 s / 0.6 s, and one after the last event
    expect(w.at.length).toBeLessThanOrEqual(35);
    expect(w.at.at(-1)! - sent.at(-1)!).toBeLessThanOrEqual(600);
  });

  it("a change right after a refetch waits out the interval, not longer", async () => {
    const w = liveWindow();
    w.touch();
    await vi.advanceTimersByTimeAsync(200);
    w.touch();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.at).toEqual([100, 700]);
  });

  it("an import (one event per chunk transaction) refetches a handful of times", async () => {
    const w = liveWindow();
    // 1,000 rows in chunks of 250 (PGlite's), a chunk every 300 ms, then the talents' event
    await stream(w.touch, w.now, 300, 1_200);
    w.touch();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.at.length).toBeLessThanOrEqual(5);
  });

  it("after a quiet spell the next single change is fast again", async () => {
    const w = liveWindow();
    await stream(w.touch, w.now, 250, 5_000);
    await vi.advanceTimersByTimeAsync(2_000);
    const before = w.at.length;
    const t0 = w.now();
    w.touch();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.at).toHaveLength(before + 1);
    expect(w.at.at(-1)).toBe(t0 + 100);
  });

  it("each root is throttled on its own; roots due together refetch in one call", async () => {
    const w = liveWindow();
    w.touch(["orders", "kas"]);
    await vi.advanceTimersByTimeAsync(300);
    // orders refetched 200 ms ago: it waits; kas alone does not
    w.touch(["orders"]);
    w.touch(["talents"]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.at).toEqual([100, 400, 700]);
    expect(w.calls).toEqual([["orders", "kas"], ["talents"], ["orders"]]);
  });

  it("an open cell editor holds the refetch until it closes", async () => {
    let editing = true;
    const w = liveWindow(() => (editing ? false : undefined));
    w.touch();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(w.at).toEqual([]);
    editing = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(w.at).toHaveLength(1);
  });
});
