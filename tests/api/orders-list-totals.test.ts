// GET /order/orders totals, talent/admin filters, server sort, the capped search count and the
// CSV export of the whole filtered set — each checked against plain SQL over the same orders.
import { beforeAll, describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";

import { multipart, orderFixture, type Fields } from "../helpers/orders";
import { csvLines } from "../helpers/files";
import { SEARCH_COUNT_CAP } from "../../src/contract/list-query";
import { insertOrderRun } from "../helpers/report-fixtures";

const f = perFile(orderFixture);

interface Totals {
  price: number;
  net_price: number;
  count: number;
}
const range = "start_date=2032-03-01&end_date=2032-03-31";
const ids = (body: { result: { id: number }[] }) => body.result.map((r) => r.id);

/** Σ price, Σ net price, count straight from `orders` for a WHERE clause. */
async function naive(where: string, params: unknown[] = []): Promise<Totals> {
  const [r] = await f.t.db.query<Totals>(
    `SELECT count(*)::int AS count, COALESCE(SUM(price), 0)::bigint AS price,
            COALESCE(SUM(net_price), 0)::bigint AS net_price FROM orders ${where}`,
    params,
  );
  return r;
}

/** The five March 2032 orders the totals are checked on (two refunded); their ids in order. */
async function seedTotalsOrders(): Promise<number[]> {
  const rows: Fields[] = [
    { date: "2032-03-01", customer_name: "Tot Alfa", price: "100000" },
    { date: "2032-03-02", customer_name: "tot beta", price: "250000" },
    {
      date: "2032-03-03",
      customer_name: "Tot Gama",
      price: "15001",
      talents_id: String(f.ids.talentB),
    },
    {
      date: "2032-03-04",
      customer_name: "Tot Delta",
      price: "40000",
      user_id: String(f.ids.owner),
      customer_age: "",
    },
    {
      date: "2032-03-05",
      customer_name: "Tot Eko",
      price: "70000",
      tips: JSON.stringify([{ receiver_type: "talent", amount: 5000 }]),
    },
  ];
  const made: number[] = [];
  for (const r of rows) made.push((await f.create(r)).json().data.id);
  await f.update(made[2], {
    customer_name: "Tot Gama",
    price: "15001",
    refund_type: "REFUND_50",
  });
  await f.update(made[1], {
    customer_name: "tot beta",
    price: "250000",
    refund_type: "REFUND_100",
  });
  return made;
}

describe("totals, filters and sort", () => {
  let made: number[] = [];
  beforeAll(async () => {
    made = await seedTotalsOrders();
  });

  it("sums the page and every matching order; no filter equals uang masuk minus all tips", async () => {
    const body = (await f.get(`/order/orders?${range}&limit=2`)).json();
    expect(body.totalRowsCapped).toBe(false);
    expect(body.totals.all).toEqual(
      await naive("WHERE date BETWEEN '2032-03-01' AND '2032-03-31'"),
    );
    expect(body.totals.all).toEqual({ price: 475001, net_price: 217500, count: 5 });
    // page: the two newest (Eko 70,000 and Delta 40,000)
    expect(body.totals.page).toEqual({ price: 110000, net_price: 110000, count: 2 });

    const all = (await f.get("/order/orders")).json();
    expect(all.totals.all).toEqual(await naive(""));
    const summary = (await f.get("/report/summary/global")).json().data;
    expect(all.totals.all.net_price).toBe(summary.total_uang_masuk - summary.total_tip);
    expect(all.totals.all.count).toBe(summary.total_orders);
  });

  it("applies refund status from the rollup and the few refunded orders, to the rupiah", async () => {
    for (const status of ["NONE", "REFUND_50", "REFUND_100"]) {
      const body = (await f.get(`/order/orders?${range}&refund_status=${status}`)).json();
      expect(body.totals.all, status).toEqual(
        await naive("WHERE date BETWEEN '2032-03-01' AND '2032-03-31' AND refund_status = $1", [
          status,
        ]),
      );
      expect(body.totalRows).toBe(body.totals.all.count);
    }
    const none = (await f.get("/order/orders?refund_status=NONE")).json();
    expect(none.totals.all).toEqual(await naive("WHERE refund_status = 'NONE'"));
  });

  it("filters by talent and by admin, alone and combined with refund status", async () => {
    const byTalent = (await f.get(`/order/orders?${range}&talents_id=${f.ids.talentB}`)).json();
    expect(ids(byTalent)).toEqual([made[2]]);
    expect(byTalent.totals.all).toEqual({ price: 15001, net_price: 7500, count: 1 });
    const byAdmin = (await f.get(`/order/orders?${range}&user_id=${f.ids.owner}`)).json();
    expect(ids(byAdmin)).toEqual([made[3]]);
    const both = (
      await f.get(`/order/orders?${range}&user_id=${f.ids.admin}&refund_status=NONE`)
    ).json();
    expect(ids(both)).toEqual([made[4], made[0]]);
    expect(both.totals.all).toEqual({ price: 170000, net_price: 170000, count: 2 });
    const blank = (await f.get(`/order/orders?${range}&talents_id=&user_id=`)).json();
    expect(blank.totalRows).toBe(5);
  });

  it("sorts on the server by any list column, both ways, across pages", async () => {
    const sorted = async (by: string, dir: string, limit = 10) => {
      const out: number[] = [];
      for (let p = 0; p * limit < 5; p++)
        out.push(
          ...ids(
            (
              await f.get(
                `/order/orders?${range}&sort_by=${by}&sort_order=${dir}&limit=${limit}&page=${p}`,
              )
            ).json(),
          ),
        );
      return out;
    };
    expect(await sorted("price", "ASC")).toEqual([made[2], made[3], made[4], made[0], made[1]]);
    expect(await sorted("price", "DESC", 2)).toEqual([made[1], made[0], made[4], made[3], made[2]]);
    expect(await sorted("net_price", "asc")).toEqual([made[1], made[2], made[3], made[4], made[0]]);
    expect(await sorted("customer_name", "ASC", 1)).toEqual([
      made[0],
      made[1],
      made[3],
      made[4],
      made[2],
    ]);
    expect(await sorted("date", "ASC", 2)).toEqual(made);
    expect(await sorted("talent_name", "DESC")).toEqual([
      made[4],
      made[3],
      made[1],
      made[0],
      made[2],
    ]);
    const defaults = (await f.get(`/order/orders?${range}`)).json();
    expect(ids(defaults)).toEqual([...made].reverse());
  });

  it("refuses unknown sort columns, bad ids and a reversed date range", async () => {
    for (const q of [
      "sort_by=password",
      "sort_order=UP",
      "talents_id=x",
      "user_id=0",
      "start_date=2032-03-05&end_date=2032-03-01",
    ]) {
      const res = await f.get(`/order/orders?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field, q).toMatch(/sort_by|sort_order|talents_id|user_id|end_date/);
    }
  });

  it("searches within the other filters with exact totals below the cap", async () => {
    const body = (await f.get(`/order/orders?${range}&search_query=tot&refund_status=NONE`)).json();
    expect(body.totalRowsCapped).toBe(false);
    expect(body.totals.all).toEqual({ price: 210000, net_price: 210000, count: 3 });
    const named = (await f.get(`/order/orders?${range}&search_query=RAKA`)).json();
    expect(ids(named)).toEqual([made[2]]);
    const sortedSearch = (
      await f.get(`/order/orders?${range}&search_query=tot&sort_by=price&sort_order=ASC&limit=2`)
    ).json();
    expect(ids(sortedSearch)).toEqual([made[2], made[3]]);
    expect(sortedSearch.totals.page).toEqual({ price: 55001, net_price: 47500, count: 2 });
  });

  it("exports the whole filtered, sorted set as CSV with Indonesian headers and guarded cells", async () => {
    const evil = (await f.create({ date: "2032-03-06", customer_name: "=HYPERLINK(1)" })).json()
      .data;
    const res = await f.get(`/order/export?${range}&sort_by=date&sort_order=ASC`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="daftar-order_2032-03-01_2032-03-31_diekspor-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "No;No Order;Admin;Tanggal;Talent;Customer;Umur;Jasa;Sub Jasa;Durasi (menit);Harga;" +
        "Harga Bersih;Status Refund;Metode Pembayaran;Tempat Pembayaran;Deskripsi",
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(
      /^1;\d+;admin1;2032-03-01;Sinta;Tot Alfa;30;Pijat;Refleksi;60;100000;100000;NONE;Cash;Qris;$/,
    );
    expect(lines[3]).toContain(";15001;7500;REFUND_50;");
    expect(lines[6]).toContain(`;${evil.no_order};`);
    expect(lines[6]).toContain(";'=HYPERLINK(1);");
    const refunded = (await f.get(`/order/export?${range}&refund_status=REFUND_100`)).body;
    expect(refunded.trimEnd().split("\r\n")).toHaveLength(2);
    expect((await f.get("/order/export?limit=5")).statusCode).toBe(400);
    await f.t.call({ method: "DELETE", url: `/api/order/deleteOrder/${evil.id}`, token: f.token });
  });
});

describe("capped search count", () => {
  it("counts a common word up to the cap, says so, pages within it and leaves the all-totals out", async () => {
    // a word in more orders than the cap, loaded in one statement (the rollup trigger still runs)
    await insertOrderRun(f.t.db, {
      userId: f.ids.admin,
      talentId: f.ids.talentA,
      count: SEARCH_COUNT_CAP + 50,
      firstNo: 9000000,
      firstDate: "2033-01-01",
      days: 300,
      customer: "Capword",
    });
    const body = (await f.get("/order/orders?search_query=capword&limit=25")).json();
    expect(body.totalRowsCapped).toBe(true);
    expect(body.totalRows).toBe(SEARCH_COUNT_CAP);
    expect(body.totalPage).toBe(SEARCH_COUNT_CAP / 25);
    expect(body.totals.all).toBeNull();
    expect(body.totals.page).toEqual({ price: 25000, net_price: 25000, count: 25 });
    // newest first, the same as the plain SQL
    const top = await f.t.db.query<{ id: number }>(
      `SELECT id FROM orders WHERE customer_name ILIKE '%capword%'
       ORDER BY date DESC, id DESC LIMIT 25`,
    );
    expect(ids(body)).toEqual(top.map((r) => r.id));
    const last = (
      await f.get(`/order/orders?search_query=capword&limit=25&page=${SEARCH_COUNT_CAP / 25 - 1}`)
    ).json();
    expect(last.result).toHaveLength(25);
    const past = (
      await f.get(`/order/orders?search_query=capword&limit=25&page=${SEARCH_COUNT_CAP / 25}`)
    ).json();
    expect(past).toMatchObject({ result: [], totalRowsCapped: true });
    // a narrower search is exact again
    const one = (await f.get("/order/orders?search_query=capword%2010049")).json();
    expect(one.totalRowsCapped).toBe(false);
    expect(one.totals.all).toEqual({ price: 1000, net_price: 1000, count: 1 });
    // the export is never capped
    const csv = (await f.get("/order/export?search_query=capword")).body;
    expect(csv.trimEnd().split("\r\n")).toHaveLength(SEARCH_COUNT_CAP + 51);
  });
});

describe("URL parameters round trip", () => {
  it("answers the same page for the same query string, whatever the order of its parameters", async () => {
    const body = await multipart(f.fields({ date: "2032-04-01", customer_name: "Rondo" }));
    await f.t.call({ method: "POST", url: "/api/order/createOrder", token: f.token, ...body });
    const a = new URLSearchParams({
      search_query: "rondo",
      refund_status: "NONE",
      start_date: "2032-04-01",
      end_date: "2032-04-30",
      talents_id: String(f.ids.talentA),
      user_id: String(f.ids.admin),
      sort_by: "price",
      sort_order: "DESC",
      page: "0",
      limit: "5",
    });
    const b = new URLSearchParams([...a.entries()].reverse());
    const first = (await f.get(`/order/orders?${a}`)).json();
    expect(first.totalRows).toBe(1);
    expect((await f.get(`/order/orders?${b}`)).json()).toEqual(first);
  });
});
