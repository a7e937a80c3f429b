// The rollup upsert lives once (order_rollup_add, migration 13), run by the orders' statement
// triggers (migration 16) for every write. Loading generated orders in multi-row chunks and then
// editing and deleting some in multi-row statements leaves order_rollup_daily equal to a naive
// GROUP BY over the orders, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";
import { createCatalog } from "../helpers/report-fixtures";
import { bulkLoadOrders, verifyBulk } from "../../src/db/seed/bulk";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createCatalog(t.db, ["Ayu", "Bima", "Citra"]);
});
afterAll(() => t.close());

describe("every write keeps the rollups through one statement trigger", () => {
  it("loads chunks whose rollup equals the orders, then the trigger keeps it so", async () => {
    const loaded = await bulkLoadOrders(t.db, {
      count: 1500,
      days: 20,
      endDate: "2025-03-31",
      chunk: 400,
    });
    expect(loaded.inserted).toBe(1500);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
    expect(n).toBe(1500);
    const first = await verifyBulk(t.db);
    expect(first.mismatchedGroups).toBe(0);
    expect(first.ok).toBe(true);
    expect(Number(first.rollup.order_count)).toBe(1500);
    // a second load lands on the same days: its groups add to the rows already there
    await bulkLoadOrders(t.db, { count: 500, days: 20, endDate: "2025-03-31", chunk: 500 });
    expect((await verifyBulk(t.db)).ok).toBe(true);

    // one statement moves orders between days and people, another removes some
    await t.db.query(
      `UPDATE orders SET date = date - 3, price = price + 1000, net_price = net_price + 1000,
         talent_share = talent_share + 700, admin_fee = admin_fee + 300
       WHERE id % 7 = 0`,
    );
    await t.db.query("DELETE FROM orders WHERE id % 11 = 0");
    const after = await verifyBulk(t.db);
    expect(after.mismatchedGroups).toBe(0);
    expect(after.naive).toEqual(after.rollup);
  }, 120_000);
});
