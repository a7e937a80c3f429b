// whenIdle (client/lib/route-prefetch.ts) holds deferred work (popups, icons, the toaster) until
// the page's first view is in: no API call in flight and every grid's first rows rendered
// (client/lib/page-activity.ts), with a 5 s cap for a hold that never ends.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdPage, pageBusy } from "../../src/client/lib/page-activity";

beforeEach(() => {
  vi.useFakeTimers();
  // the browser's frame and idle callbacks, on the fake clock (no requestIdleCallback: whenIdle
  // falls back to a 200 ms timer)
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("location", new URL("http://localhost/admin/orders"));
  vi.stubGlobal("requestAnimationFrame", (cb: () => void) => setTimeout(cb, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = async () => (await import("../../src/client/lib/route-prefetch")).whenIdle;

describe("whenIdle", () => {
  it("waits while the page is held and runs once the last hold ends", async () => {
    const whenIdle = await load();
    const call = holdPage();
    const grid = holdPage();
    const fn = vi.fn();
    whenIdle(fn);
    await vi.advanceTimersByTimeAsync(1_000);
    call();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).not.toHaveBeenCalled();
    grid();
    grid(); // a second release does nothing
    expect(pageBusy()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("runs after the 5 s cap when a hold never ends, and only once", async () => {
    const whenIdle = await load();
    const stuck = holdPage();
    const fn = vi.fn();
    whenIdle(fn);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fn).toHaveBeenCalledTimes(1);
    stuck();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("runs on the next idle turn when nothing holds the page", async () => {
    const whenIdle = await load();
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
