// Several rows of a grid changed as one change (a paste and its undo): POST /order/cells,
// /talent/cells, /talentCategories/cells and /services/cells. Every row goes through the one-row
// use case (rules, version check, audit row) inside one transaction: all rows change or none,
// and the refusal names its row (`rows.1: …`) so the grid shows it at that row's cell.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { orderFixtureWithAdmin } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";
import { NAME_TAKEN_MESSAGE, STALE_VERSION_MESSAGE } from "../../src/contract/common";
import { CELL_BATCH_MESSAGES } from "../../src/contract/cell-batch";
import { readRowRefusal } from "../../src/contract/row-refusal";

const f = perFile(orderFixtureWithAdmin);

type Order = { id: number; version: number; price: number; customer_name: string };
const post = (url: string, payload: unknown, token = f.token) =>
  f.t.call({ method: "POST", url: `/api${url}`, token, payload: payload as object });
const newOrder = async (price = "100000") => {
  const res = await f.create({ price });
  expect(res.statusCode).toBe(201);
  return res.json().data as Order;
};
const stored = (id: number) =>
  f.t.db
    .query<{ price: string; net_price: string; customer_name: string; customer_age: number }>(
      "SELECT price::text, net_price::text, customer_name, customer_age FROM orders WHERE id = $1",
      [id],
    )
    .then((r) => r[0]);
const audits = (entity: string, ids: number[]) =>
  f.count(
    "SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND action = 'update' AND entity_id = ANY($2::text[])",
    [entity, ids.map(String)],
  );
/** One row of the orders grid as the grid sends it: the update form's text fields. */
const orderRow = (o: Order, fields: Record<string, string>) => ({
  id: o.id,
  body: {
    customer_name: o.customer_name,
    price: String(o.price),
    version: String(o.version),
    ...fields,
  },
});

describe("POST /order/cells", () => {
  it("changes two orders in one call, each audited like PUT /order/updateOrder, new versions back", async () => {
    const [a, b] = [await newOrder("100000"), await newOrder("200000")];
    const res = await post("/order/cells", {
      rows: [
        orderRow(a, { price: "1500000", customer_age: "41" }),
        orderRow(b, { refund_type: "REFUND_50" }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: ORDER_MESSAGES.updated,
      rows: [
        { id: a.id, version: a.version + 1 },
        { id: b.id, version: b.version + 1 },
      ],
    });
    expect(await stored(a.id)).toMatchObject({ price: "1500000", customer_age: 41 });
    expect((await stored(b.id)).net_price).toBe("100000");
    expect(await audits("order", [a.id, b.id])).toBe(2);
  });

  it("a refused second row leaves the first unchanged: all or none, the refusal names its row", async () => {
    const [a, b] = [await newOrder("100000"), await newOrder("200000")];
    // someone else changed b in between: its version is stale
    expect((await f.update(b.id, { customer_name: "Lain", price: "200000" })).statusCode).toBe(200);
    const res = await post("/order/cells", {
      rows: [orderRow(a, { price: "111000" }), orderRow(b, { price: "222000" })],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`rows.1: ${STALE_VERSION_MESSAGE}`);
    expect(readRowRefusal(res.json().message)).toEqual({
      index: 1,
      message: STALE_VERSION_MESSAGE,
    });
    expect((await stored(a.id)).price).toBe("100000");
    expect((await stored(b.id)).price).toBe("200000");
    expect(await audits("order", [a.id])).toBe(0);
  });

  it("the schema's refusals name the row and the field; nothing changes", async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const over = await post("/order/cells", {
      rows: [orderRow(a, { price: "300000" }), orderRow(b, { price: "1000000001" })],
    });
    expect(over.statusCode).toBe(400);
    expect(readRowRefusal(over.json().message)).toEqual({
      index: 1,
      field: "price",
      message: "maksimal Rp\u00a01.000.000.000",
    });
    // a whole-sentence message keeps its row too
    const blank = await post("/order/cells", {
      rows: [orderRow(a, { price: "300000" }), orderRow(b, { customer_name: "" })],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`rows.1: ${ORDER_MESSAGES.updateRequired}`);
    expect((await stored(a.id)).price).toBe("100000");
    expect(await audits("order", [a.id, b.id])).toBe(0);
  });

  it("refuses an empty list, a row twice, an unknown field and a missing order with a message", async () => {
    const a = await newOrder();
    const cases: [unknown, number, string][] = [
      [{ rows: [] }, 400, CELL_BATCH_MESSAGES.empty],
      [{ rows: [orderRow(a, {}), orderRow(a, {})] }, 400, CELL_BATCH_MESSAGES.sameRow],
      [{ rows: [{ ...orderRow(a, {}), role: "owner" }] }, 400, "rows.0"],
      [{ rows: [orderRow({ ...a, id: 99_999_999 }, {})] }, 404, "rows.0"],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post("/order/cells", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await post("/order/cells", { rows: [orderRow(a, {})] })).statusCode).toBe(200);
    // the spec's example answer for a missing order, under its row
    const missing = await post("/order/cells", { rows: [orderRow({ ...a, id: 99_999_999 }, {})] });
    expect(missing.json().message).toBe(`rows.0: ${ORDER_MESSAGES.notFound}`);
  });

  it("an admin may paste into orders too (access: user)", async () => {
    const a = await newOrder();
    const res = await post("/order/cells", { rows: [orderRow(a, { price: "123000" })] }, f.admin);
    expect(res.statusCode).toBe(200);
    expect((await stored(a.id)).price).toBe("123000");
  });
});

describe("the catalog grids' /cells", () => {
  const make = async (url: string, payload: object) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return (body.result ?? body.data) as { id: number; version: number; name: string };
  };
  const names = (table: string, ids: number[]) =>
    f.t.db
      .query<{ name: string }>(`SELECT name FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id`, [
        ids,
      ])
      .then((r) => r.map((x) => x.name));

  it("talents: two renamed in one call, audited; a taken name refuses the whole paste", async () => {
    const cat = await make("/talentCategories/create", { name: "Batch", description: "" });
    const a = await make("/talent/createTalent", {
      name: "Batch A",
      gender: "Woman",
      talent_categories_id: cat.id,
    });
    const b = await make("/talent/createTalent", {
      name: "Batch B",
      gender: "Man",
      talent_categories_id: cat.id,
    });
    const ok = await post("/talent/cells", {
      rows: [
        { id: a.id, body: { name: "Batch A2", version: a.version } },
        { id: b.id, body: { sp_status: "SP1", version: b.version } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rows).toEqual([
      { id: a.id, version: a.version + 1 },
      { id: b.id, version: b.version + 1 },
    ]);
    expect(await audits("talent", [a.id, b.id])).toBe(2);
    const taken = await post("/talent/cells", {
      rows: [
        { id: a.id, body: { name: "Batch A3" } },
        { id: b.id, body: { name: "Batch A3" } },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NAME_TAKEN_MESSAGE);
    expect(await names("talents", [a.id, b.id])).toEqual(["Batch A2", "Batch B"]);
    expect(await audits("talent", [a.id, b.id])).toBe(2);
  });

  it("categories and services: one call changes both rows; a stale row refuses both", async () => {
    const c1 = await make("/talentCategories/create", { name: "Kat 1", description: "" });
    const c2 = await make("/talentCategories/create", { name: "Kat 2", description: "" });
    const stale = await post("/talentCategories/cells", {
      rows: [
        { id: c1.id, body: { name: "Kat 1b", version: c1.version } },
        { id: c2.id, body: { name: "Kat 2b", version: c2.version + 5 } },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`rows.1: ${STALE_VERSION_MESSAGE}`);
    expect(await names("talent_categories", [c1.id, c2.id])).toEqual(["Kat 1", "Kat 2"]);
    const ok = await post("/talentCategories/cells", {
      rows: [
        { id: c1.id, body: { name: "Kat 1b", description: "satu", version: c1.version } },
        { id: c2.id, body: { name: "Kat 2b", version: c2.version } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await names("talent_categories", [c1.id, c2.id])).toEqual(["Kat 1b", "Kat 2b"]);
    expect(await audits("talent_category", [c1.id, c2.id])).toBe(2);

    const s1 = await make("/services/createServices", { name: "Jasa 1" });
    const s2 = await make("/services/createServices", { name: "Jasa 2" });
    const row = (s: typeof s1, name: string) => ({
      id: s.id,
      body: { name, sub_services: [], version: s.version },
    });
    const blank = await post("/services/cells", { rows: [row(s1, "Jasa 1b"), row(s2, " ")] });
    expect(blank.statusCode).toBe(400);
    expect(readRowRefusal(blank.json().message)?.index).toBe(1);
    expect(await names("services", [s1.id, s2.id])).toEqual(["Jasa 1", "Jasa 2"]);
    const done = await post("/services/cells", { rows: [row(s1, "Jasa 1b"), row(s2, "Jasa 2b")] });
    expect(done.statusCode, done.body).toBe(200);
    expect(await names("services", [s1.id, s2.id])).toEqual(["Jasa 1b", "Jasa 2b"]);
    expect(await audits("service", [s1.id, s2.id])).toBe(2);
  });
});
