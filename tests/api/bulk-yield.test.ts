// A bulk edit on PGlite lets other requests in while it runs. PGlite runs in the server's thread
// and its queries settle as microtasks: a bulk that never gave the event loop a turn held every
// other request unread until it ended (500 ids held a reader 4.3 s). Checked by order, not by
// time: lists asked one after another while the bulk runs are answered before it ends. The
// waiting time itself is measured by `npx tsx tests/bench/bulk-yield.ts` (RESULTS.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKind } from "../helpers/db";
import { instanceWithOrders } from "../helpers/bulk-instance";

// PostgreSQL answers over a socket: every query is a turn of the event loop anyway
describe.runIf(testDbKind() !== "pg")("a bulk edit on PGlite", () => {
  let s: Awaited<ReturnType<typeof instanceWithOrders>>;
  beforeAll(async () => {
    s = await instanceWithOrders(40);
  }, 300_000);
  afterAll(() => s.inst.close());

  it("answers other requests between its orders", { timeout: 300_000 }, async () => {
    let done = false;
    const bulk = s.bulk().finally(() => (done = true));
    // one list after another: without a turn between orders, the second is read only after the
    // bulk has ended (the first may still have been read before the bulk started)
    const during: number[] = [];
    while (!done) {
      const status = await s.list();
      if (!done) during.push(status);
    }
    const answer = await bulk;
    expect(answer.status).toBe(200);
    expect(answer.body.succeeded).toHaveLength(40);
    expect(during.length).toBeGreaterThanOrEqual(2);
    expect(during.every((st) => st === 200)).toBe(true);
  });
});
