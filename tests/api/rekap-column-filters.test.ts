// GET /rekap/detail/talent/:id header filters: text contains and from–to ranges narrow
// the month's rows and every total ('Total keseluruhan' = the filtered set), checked against
// plain SQL; paging counts the filtered set; malformed filters are a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerFilterRows, orderFixture, type OrderFixture } from "../helpers/orders";

let f: OrderFixture;
beforeAll(async () => {
  f = await orderFixture();
  const rows = [
    // Fani (another month) and Gita (another talent) stay out
    ...headerFilterRows("Rekap", "2035-07", "2035-08-01", {
      4: { tips: '[{"receiver_type":"talent","amount":25000}]' },
    }),
    {
      date: "2035-07-06",
      customer_name: "Rekap Gita",
      price: "180000",
      talents_id: String(f.ids.talentB),
    },
  ];
  for (const r of rows) expect((await f.create(r)).statusCode).toBe(201);
});
afterAll(() => f.t.close());

const rekap = async (q: Record<string, string>) => {
  const res = await f.get(
    `/rekap/detail/talent/${f.ids.talentA}?${new URLSearchParams({ month: "2035-07", ...q })}`,
  );
  expect(res.statusCode, JSON.stringify(q)).toBe(200);
  return res.json().data;
};

describe("talent rekap header filters", () => {
  it("narrow the rows and every total to the filtered set, as plain SQL sums it", async () => {
    const data = await rekap({
      client: "rekap",
      price_min: "100000",
      total_max: "500000",
      sort_by: "price",
      sort_order: "DESC",
      page: "0",
      limit: "2",
    });
    const [sql] = await f.t.db.query<Record<string, number>>(
      `SELECT count(*)::int AS n, COALESCE(SUM(net_price),0)::int AS price,
              COALESCE(SUM(talent_share),0)::int AS share, COALESCE(SUM(tip_talent),0)::int AS tip
         FROM orders WHERE talents_id = $1 AND date BETWEEN '2035-07-01' AND '2035-07-31'
          AND customer_name ILIKE '%rekap%' AND net_price >= 100000
          AND talent_share + tip_talent <= 500000`,
      [f.ids.talentA],
    );
    expect(sql.n).toBe(3); // Ani, Budi, Eka (cici too cheap, Dodi no match)
    expect(data).toMatchObject({
      totalRows: 3,
      totalPage: 2,
      total_orders: 3,
      total_price: sql.price,
      total_talent_share: sql.share,
      total_tip: sql.tip,
      total: sql.share + sql.tip,
    });
    expect(sql.tip).toBe(25000);
    expect(data.orders.map((o: { client: string }) => o.client)).toEqual([
      "Rekap Budi",
      "Rekap Eka",
    ]);
    expect(data.page_totals.total_orders).toBe(2);
    // the orders per handler count the filtered set too
    expect(data.orders_by_admin).toEqual({ admin1: 3 });
  });

  it("filters handler, service and figures; unfiltered answers keep the month", async () => {
    expect((await rekap({ handle_by: "zzz" })).total_orders).toBe(0);
    expect((await rekap({ jasa: "refleks", durasi_min: "100" })).orders).toHaveLength(1);
    expect((await rekap({ umur_min: "35", umur_max: "45" })).orders[0].client).toBe("Rekap Budi");
    expect((await rekap({ tip_min: "1" })).total_tip).toBe(25000);
    const month = await rekap({});
    expect(month.total_orders).toBe(5);
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    const cases: [string, RegExp][] = [
      ["colour=red", /colour/],
      ["price_min=abc", /^Harga \(dari\): /],
      ["total_min=500&total_max=100", /^Total \(sampai\): tidak boleh kurang dari total \(dari\)/],
      ["umur_max=999", /^Umur \(sampai\): maksimal 150/],
      ["client=" + "x".repeat(101), /^Client: maksimal 100/],
    ];
    for (const [qs, message] of cases) {
      const res = await f.get(`/rekap/detail/talent/${f.ids.talentA}?month=2035-07&${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(message);
    }
  });
});
