// A value that is also the name of an Object.prototype member (a customer called `constructor`,
// `toString` or `__proto__`) is exported as written: a column's labels are looked up by own key
// only (routes/grid-export.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFixture, type OrderFixture } from "../helpers/orders";

let f: OrderFixture;
const NAMES = ["constructor", "toString", "__proto__", "hasOwnProperty"];
beforeAll(async () => {
  f = await orderFixture();
  for (const [i, customer_name] of NAMES.entries())
    expect((await f.create({ date: `2035-06-0${i + 1}`, customer_name })).statusCode).toBe(201);
});
afterAll(() => f.t.close());

describe("export labels", () => {
  it("exports customers named after Object.prototype members as their names", async () => {
    const res = await f.t.call({
      method: "POST",
      url: "/api/grid-export/orders",
      token: f.token,
      payload: {
        format: "csv",
        query: { start_date: "2035-06-01", end_date: "2035-06-30", sort_by: "date" },
        columns: [
          // labels on the column, as the grid sends them for an enum: none names these values
          { field: "customer_name", header: "Customer", labels: { NONE: "-" } },
          { field: "refund_status", header: "Refund", labels: { NONE: "Tidak" } },
        ],
      },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const lines = res.body.replace("\uFEFF", "").trim().split("\r\n").slice(1);
    expect(lines.map((l) => l.split(";")[0]).sort()).toEqual([...NAMES].sort());
    expect(res.body).not.toContain("native code");
    expect(lines.every((l) => l.endsWith(";Tidak"))).toBe(true);
  });
});
