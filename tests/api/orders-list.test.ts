import { beforeAll, describe, expect, it } from "vitest";

import { ADMIN, perFile } from "../helpers/app";
import { multipart, orderFixture, type Fields } from "../helpers/orders";
import { customerNameMismatches } from "../../src/db/seed/bulk";
import { insertOrderRun } from "../helpers/report-fixtures";

const f = perFile(orderFixture);

describe("list and total", () => {
  const range = "start_date=2030-01-01&end_date=2030-01-31";
  let ids: number[] = [];

  beforeAll(async () => {
    const rows: Fields[] = [
      { date: "2030-01-01", customer_name: "Zul 100%" },
      { date: "2030-01-02", customer_name: "Zul_a", talents_id: String(f.ids.talentB) },
      { date: "2030-01-02", customer_name: "Zulb" },
      { date: "2030-01-20", customer_name: "Zulc", no_order: "424242" },
      { date: "2030-01-31", customer_name: "Zuld" },
      { date: "2030-02-01", customer_name: "Zule" },
    ];
    ids = [];
    for (const r of rows) ids.push((await f.create(r)).json().data.id);
    await f.update(ids[2], { customer_name: "Zulb", price: "100000", refund_type: "REFUND_50" });
  });

  it("pages newest first with totals, including the last page and past the end", async () => {
    const page = async (p: number) =>
      (await f.get(`/order/orders?${range}&limit=2&page=${p}`)).json();
    const first = await page(0);
    expect(first.totalRows).toBe(5);
    expect(first.totalPage).toBe(3);
    expect(first.result.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(first.data).toEqual(first.result);
    expect((await page(1)).result.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const last = await page(2);
    expect(last.result.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(last).toMatchObject({ page: 2, limit: 2, totalRows: 5, totalPage: 3 });
    const past = await page(3);
    expect(past.result).toEqual([]);
    expect(past.totalRows).toBe(5);
    const row = first.result[1];
    expect(Object.keys(row).sort()).toEqual(
      [
        "order_id",
        "id",
        "no_order",
        "user_id",
        "admin_name",
        "date",
        "talents_id",
        "talent_name",
        "customer_name",
        "customer_age",
        "services_id",
        "service_name",
        "sub_service_id",
        "sub_service_name",
        "duration",
        "price",
        "net_price",
        "payment_method",
        "payment_place",
        "refund_status",
        "proof_image",
        "description",
        "version",
      ].sort(),
    );
    const defaults = (await f.get("/order/orders")).json();
    expect(defaults).toMatchObject({ page: 0, limit: 10 });
    expect(defaults.totalRows).toBe(await f.count("SELECT count(*)::int AS n FROM orders"));
  });

  it("walks every page (back half read from the oldest end) in the same order as one big page", async () => {
    const all = (await f.get(`/order/orders?${range}&limit=10`))
      .json()
      .result.map((r: { id: number }) => r.id);
    const walked: number[] = [];
    for (let p = 0; p < all.length; p++) {
      walked.push(
        ...(await f.get(`/order/orders?${range}&limit=1&page=${p}`))
          .json()
          .result.map((r: { id: number }) => r.id),
      );
    }
    expect(walked).toEqual(all);
    const threes: number[] = [];
    for (let p = 0; p < 2; p++) {
      threes.push(
        ...(await f.get(`/order/orders?${range}&limit=3&page=${p}`))
          .json()
          .result.map((r: { id: number }) => r.id),
      );
    }
    expect(threes).toEqual(all);
  });

  it("filters by refund status, using the same count as a plain SQL count", async () => {
    const refunded = (await f.get(`/order/orders?${range}&refund_status=REFUND_50`)).json();
    expect(refunded.result.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    expect(refunded.result[0].net_price).toBe(50000);
    const none = (await f.get(`/order/orders?${range}&refund_status=NONE`)).json();
    expect(none.totalRows).toBe(4);
    const allNone = (await f.get("/order/orders?refund_status=NONE")).json();
    expect(allNone.totalRows).toBe(
      await f.count("SELECT count(*)::int AS n FROM orders WHERE refund_status = 'NONE'"),
    );
    expect((await f.get(`/order/orders?${range}&refund_status=`)).json().totalRows).toBe(5);
  });

  it("searches order number, customer, talent and admin names with % and _ taken literally", async () => {
    const search = async (s: string) =>
      (await f.get(`/order/orders?${range}&search_query=${encodeURIComponent(s)}`)).json();
    expect((await search("100%")).result.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await search("zul_")).result.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await search("raka")).totalRows).toBe(1);
    expect((await search("4242")).result[0].no_order).toBe(424242);
    expect((await search(ADMIN.username)).totalRows).toBe(5);
    expect((await search("tidak-ada")).result).toEqual([]);
    const paged = async (p: number) =>
      (await f.get(`/order/orders?${range}&search_query=zul&limit=2&page=${p}`)).json();
    expect((await paged(0)).result.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(await paged(2)).toMatchObject({ totalRows: 5, totalPage: 3 });
    expect(await paged(9)).toMatchObject({ result: [], totalRows: 5, totalPage: 3 });
  });

  it("refuses bad query parameters", async () => {
    for (const q of [
      "limit=0",
      "limit=101",
      "page=-1",
      "page=a",
      "refund_status=X",
      "start_date=2030-13-01",
      "foo=1",
    ]) {
      const res = await f.get(`/order/orders?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("answers /order/total from the rollup, equal to a plain count", async () => {
    const res = await f.get("/order/total");
    expect(res.json()).toEqual({ total: await f.count("SELECT count(*)::int AS n FROM orders") });
  });
});

describe("concurrency", () => {
  it("takes 30 parallel creates and keeps the rollup equal to a naive GROUP BY", async () => {
    const bodies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        multipart(
          f.fields({
            date: `2031-05-0${(i % 3) + 1}`,
            talents_id: String(i % 2 ? f.ids.talentA : f.ids.talentB),
            price: String(10001 + i),
            tips: JSON.stringify([{ receiver_type: i % 2 ? "talent" : "admin", amount: 1000 + i }]),
          }),
        ),
      ),
    );
    const results = await Promise.all(
      bodies.map((b) =>
        f.t.call({ method: "POST", url: "/api/order/createOrder", token: f.token, ...b }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const naive = await f.t.db.query(
      `SELECT date::text AS date, talents_id, user_id, count(*)::int AS n, sum(price)::bigint AS price,
              sum(net_price)::bigint AS net, sum(talent_share)::bigint AS ts, sum(admin_fee)::bigint AS af,
              sum(tip_talent)::bigint AS tt, sum(tip_admin)::bigint AS ta
       FROM orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const rollup = await f.t.db.query(
      `SELECT date::text AS date, talents_id, user_id, order_count::int AS n, price, net_price AS net,
              talent_share AS ts, admin_fee AS af, tip_talent AS tt, tip_admin AS ta
       FROM order_rollup_daily WHERE order_count <> 0 ORDER BY 1, 2, 3`,
    );
    expect(rollup).toEqual(naive);
    const tipsMismatch = await f.count(
      `SELECT count(*)::int AS n FROM orders o WHERE o.tip_talent + o.tip_admin <>
         (SELECT COALESCE(SUM(amount), 0) FROM order_tips WHERE order_id = o.id)`,
    );
    expect(tipsMismatch).toBe(0);
  });
});

describe("customer names (the search's own table, migration 18)", () => {
  const range = "start_date=2034-06-01&end_date=2034-06-30";
  const namesMismatch = () => customerNameMismatches(f.t.db);
  const listed = async (q: string) =>
    (await f.get(`/order/orders?${range}&limit=100&${q}`))
      .json()
      .result.map((r: { id: number }) => r.id);
  const plain = async (text: string) =>
    (
      await f.t.db.query<{ id: number }>(
        `SELECT id FROM orders WHERE date BETWEEN '2034-06-01' AND '2034-06-30'
           AND customer_name ILIKE $1 ORDER BY date DESC, id DESC`,
        [`%${text}%`],
      )
    ).map((r) => r.id);

  it("keeps each name's order count through creates, renames, deletes and one-statement writes", async () => {
    const made: number[] = [];
    for (const [i, name] of ["Wulan Sari", "Wulan Sari", "Wulan Dewi", "Yoga"].entries())
      made.push(
        (await f.create({ date: `2034-06-0${i + 1}`, customer_name: name })).json().data.id,
      );
    expect(await namesMismatch()).toBe(0);
    await f.update(made[1], { customer_name: "Wulan Ayu", price: "100000" });
    await f.update(made[0], { customer_name: "Wulan Sari", price: "120000" });
    expect(await namesMismatch()).toBe(0);
    await f.t.call({ method: "DELETE", url: `/api/order/deleteOrder/${made[3]}`, token: f.token });
    await f.t.db.query(
      `UPDATE orders SET customer_name = customer_name || ' Jr' WHERE id = ANY($1::bigint[])`,
      [made.slice(0, 2)],
    );
    await insertOrderRun(f.t.db, {
      userId: f.ids.admin,
      talentId: f.ids.talentA,
      count: 30,
      firstNo: 7700000,
      firstDate: "2034-06-10",
      days: 20,
      customer: "Wulan Bulk",
      names: 3,
    });
    expect(await namesMismatch()).toBe(0);
    const [yoga] = await f.t.db.query<{ order_count: number }>(
      "SELECT order_count::int FROM order_customer_names WHERE name = 'Yoga'",
    );
    expect(yoga?.order_count ?? 0).toBe(0);
  });

  it("finds by one name, by several, by none, and in the header filter, as a plain ILIKE does", async () => {
    for (const text of ["wulan sari", "Wulan", "bulk 2", "ayu j", "Yoga", "tak-ada"]) {
      const want = await plain(text);
      expect(await listed(`search_query=${encodeURIComponent(text)}`), text).toEqual(want);
      expect(await listed(`customer_name=${encodeURIComponent(text)}`), text).toEqual(want);
    }
    expect((await plain("Wulan")).length).toBe(33);
    const one = (await f.get(`/order/orders?${range}&search_query=wulan%20bulk%201`)).json();
    expect(one.totals.all.count).toBe(10);
  });
});
