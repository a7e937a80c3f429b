// POST /order/bulk (set refund / delete on the selected rows, each order in its own
// audited transaction, the answer names what failed and why) and the customer age edited
// through PUT /order/updateOrder like the grid cell does.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { multipart, orderFixtureWithAdmin } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";
import { STALE_VERSION_MESSAGE } from "../../src/contract/common";

const f = perFile(orderFixtureWithAdmin);

const bulk = (payload: unknown, token = f.token) =>
  f.t.call({ method: "POST", url: "/api/order/bulk", token, payload: payload as object });
const newOrder = async (price = "100000", token = f.token) => {
  const body = await multipart(f.fields({ price }));
  const res = await f.t.call({ method: "POST", url: "/api/order/createOrder", token, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; version: number };
};
const auditRows = (id: number) =>
  f.count(
    "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = $1 AND action = $2",
    [String(id), "update"],
  );

describe("POST /order/bulk", () => {
  it("sets the refund of three orders, one audited change each, with the money recomputed", async () => {
    const orders = [await newOrder("100000"), await newOrder("15001"), await newOrder("200000")];
    const ids = orders.map((o) => o.id);
    const res = await bulk({ action: "refund", ids, refund_status: "REFUND_50" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "3 order diubah", succeeded: ids, failed: [] });
    for (const id of ids) expect(await auditRows(id)).toBe(1);
    const nets = await f.t.db.query<{ net_price: string | number }>(
      "SELECT net_price FROM orders WHERE id = ANY($1::int[]) ORDER BY id",
      [ids],
    );
    expect(nets.map((r) => Number(r.net_price))).toEqual([50000, 7500, 100000]);
  });

  it("reports a missing order by id and message and still changes the others", async () => {
    const a = await newOrder();
    const res = await bulk({
      action: "refund",
      ids: [a.id, 99_999_999],
      refund_status: "REFUND_100",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "1 order diubah, 1 gagal",
      succeeded: [a.id],
      failed: [{ id: 99_999_999, message: ORDER_MESSAGES.notFound }],
    });
  });

  it("deletes by the owner rule: an admin's bulk delete refuses orders of others, per order", async () => {
    const ownerOrder = await newOrder();
    const adminOrder = await newOrder("100000", f.admin);
    const res = await bulk({ action: "delete", ids: [adminOrder.id, ownerOrder.id] }, f.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "1 order dihapus, 1 gagal",
      succeeded: [adminOrder.id],
      failed: [{ id: ownerOrder.id, message: ORDER_MESSAGES.deleteNotOwn }],
    });
    expect(
      await f.count("SELECT count(*)::int AS n FROM orders WHERE id = $1", [ownerOrder.id]),
    ).toBe(1);
    expect(
      await f.count("SELECT count(*)::int AS n FROM orders WHERE id = $1", [adminOrder.id]),
    ).toBe(0);
  });

  it("refuses bad bodies with an Indonesian message and changes nothing", async () => {
    const a = await newOrder();
    const before = await f.count("SELECT count(*)::int AS n FROM audit_log");
    for (const [payload, message] of [
      [{ action: "refund", ids: [], refund_status: "NONE" }, "Pilih minimal satu order"],
      [
        { action: "refund", ids: [a.id], refund_status: "HALF" },
        "harus NONE, REFUND_50 atau REFUND_100",
      ],
      [{ action: "refund", ids: [a.id, a.id], refund_status: "NONE" }, "lebih dari sekali"],
      [{ action: "archive", ids: [a.id] }, "action harus refund atau delete"],
      [{ action: "delete", ids: [a.id], extra: 1 }, ""],
      [{ action: "delete", ids: ["1"] }, "harus berupa angka"],
    ] as const) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await f.count("SELECT count(*)::int AS n FROM audit_log")).toBe(before);
  });

  it("needs a signed-in user", async () => {
    const res = await f.t.call({
      method: "POST",
      url: "/api/order/bulk",
      payload: { action: "delete", ids: [1] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("customer age through PUT /order/updateOrder", () => {
  it("changes, keeps when absent, clears when blank, refuses out of range; stale version is a 409", async () => {
    const o = await newOrder();
    const base = { customer_name: "Budi Santoso", price: "100000" };
    const set = await f.update(o.id, { ...base, customer_age: "41" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.customer_age).toBe(41);
    const kept = await f.update(o.id, base);
    expect(kept.json().data.customer_age).toBe(41);
    const bad = await f.update(o.id, { ...base, customer_age: "151" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Umur: maksimal 150");
    const letters = await f.update(o.id, { ...base, customer_age: "tiga" });
    expect(letters.json().message).toBe("Umur: harus berupa angka (digit saja)");
    const cleared = await f.update(o.id, { ...base, customer_age: "" });
    expect(cleared.json().data.customer_age).toBeNull();
    const stale = await f.update(o.id, { ...base, customer_age: "20", version: String(o.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE);
  });
});
