// The live stream's refetch windows (client/lib/live-window.ts) on a fake clock: a single change
// on a quiet stream refetches within its trailing pause (at most a second even if more follow);
// a burst of a thousand writes refetches a grid a handful of times, its pauses included; a cell
// editor holds the refetch; after a quiet spell the next change is fast again.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveWindow } from "../../src/client/lib/live-window";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A window on the orders root, with the fake time of each refetch. */
function ordersWindow(due: () => boolean | void = () => undefined) {
  const at: number[] = [];
  const start = Date.now();
  const win = createLiveWindow<string>(() => {
    const answer = due();
    if (answer !== false) at.push(Date.now() - start);
    return answer;
  });
  return { at, touch: () => win.touch(["orders"]), now: () => Date.now() - start };
}

/** Events every `everyMs` for `forMs` (the server's coalesced `change` events), then quiet. */
async function stream(touch: () => void, everyMs: number, forMs: number) {
  for (let t = 0; t < forMs; t += everyMs) {
    touch();
    await vi.advanceTimersByTimeAsync(everyMs);
  }
}

describe("live refetch windows", () => {
  it("a single change on a quiet stream refetches once, after the trailing pause", async () => {
    const w = ordersWindow();
    w.touch();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(w.at).toEqual([300]);
  });

  it("changes that keep coming refetch a second after the first, not later", async () => {
    const w = ordersWindow();
    await stream(w.touch, 200, 1_200);
    expect(w.at[0]).toBe(1_000);
  });

  it("1,000 writes over 20 s (events every 250 ms): five refetches, the last after the end", async () => {
    const w = ordersWindow();
    await stream(w.touch, 250, 20_000);
    await vi.advanceTimersByTimeAsync(10_000);
    // after 1, 3, 7 and 15 s, and once the events stopped
    expect(w.at.length).toBeLessThanOrEqual(5);
    expect(w.at.at(-1)).toBeGreaterThan(20_000);
    expect(w.at.at(-1)).toBeLessThanOrEqual(22_000);
  });

  it("a burst with pauses (a loaded machine) refetches a bounded number of times, ≤ 10 s apart", async () => {
    const w = ordersWindow();
    // 116 s of events: 1.5 s of events every 250 ms, then a 1.5 s gap, over and over
    for (let t = 0; t < 116_000; t += 3_000) {
      await stream(w.touch, 250, 1_500);
      await vi.advanceTimersByTimeAsync(1_500);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    // about one refetch per 8 s once the waits have doubled up to their cap, not one per gap
    // (39 gaps) nor per event (~230) ...
    expect(w.at.length).toBeLessThanOrEqual(16);
    // ... and the grid is never more than the cap plus a pause behind
    const gaps = w.at.slice(1).map((t, i) => t - w.at[i]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(8_000 + 2_000);
  });

  it("after a quiet spell the next single change is fast again", async () => {
    const w = ordersWindow();
    await stream(w.touch, 250, 20_000);
    await vi.advanceTimersByTimeAsync(10_000);
    const before = w.at.length;
    const t0 = w.now();
    w.touch();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.at.length).toBe(before + 1);
    expect(w.at.at(-1)).toBe(t0 + 300);
  });

  it("an open cell editor holds the refetch until it closes", async () => {
    let editing = true;
    const w = ordersWindow(() => (editing ? false : undefined));
    w.touch();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(w.at).toEqual([]);
    editing = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(w.at).toHaveLength(1);
  });
});
