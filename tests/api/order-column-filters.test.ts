// GET /order/orders header filters (text contains, from–to ranges, refund, dates) combined, the
// all-rows totals over the filtered set checked against plain SQL, refusals naming the field,
// and GET /order/export as `;` CSV and as an .xlsx read back with exceljs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerFilterRows, orderFixture, type OrderFixture } from "../helpers/orders";
import { firstSheet } from "../helpers/files";

let f: OrderFixture;
const ids: number[] = [];
beforeAll(async () => {
  f = await orderFixture();
  const rows = headerFilterRows("Filter", "2034-05", "2034-06-09", {
    4: { talents_id: String(f.ids.talentB) },
  });
  for (const r of rows) ids.push((await f.create(r)).json().data.id);
  await f.update(ids[1], {
    customer_name: "Filter Budi",
    price: "300000",
    refund_type: "REFUND_50",
  });
});
afterAll(() => f.t.close());

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

describe("header filters", () => {
  it("combine text, ranges, refund and dates; the totals are the filtered set's", async () => {
    const q = {
      customer_name: "filter",
      price_min: "100000",
      price_max: "300000",
      start_date: "2034-05-01",
      end_date: "2034-05-31",
      refund_status: "NONE",
      limit: "1",
    };
    const body = (await f.get(`/order/orders?${query(q)}`)).json();
    const [sql] = await f.t.db.query<{ count: number; price: number; net_price: number }>(
      `SELECT count(*)::int AS count, COALESCE(SUM(price),0)::int AS price,
              COALESCE(SUM(net_price),0)::int AS net_price
       FROM orders WHERE customer_name ILIKE '%filter%' AND price BETWEEN 100000 AND 300000
         AND date BETWEEN '2034-05-01' AND '2034-05-31' AND refund_status = 'NONE'`,
    );
    expect(sql.count).toBe(2); // Ani and Eka (Budi refunded, cici too cheap, Dodi no match)
    expect(body.totals.all).toEqual(sql);
    expect(body.totalRows).toBe(2);
    expect(body.result).toHaveLength(1);
  });

  it("filters names through their tables and figures by range", async () => {
    const raka = (await f.get(`/order/orders?talent_name=rak&start_date=2034-01-01`)).json();
    expect(raka.result.map((r: { customer_name: string }) => r.customer_name)).toEqual([
      "Filter Eka",
    ]);
    const older = (await f.get(`/order/orders?customer_age_min=35&start_date=2034-01-01`)).json();
    expect(older.result.map((r: { customer_name: string }) => r.customer_name)).toEqual([
      "Filter Budi",
    ]);
    const long = (await f.get(`/order/orders?duration_min=100&start_date=2034-01-01`)).json();
    expect(long.totals.all.count).toBe(1);
    const net = (await f.get(`/order/orders?net_price_max=150000&start_date=2034-01-01`)).json();
    // cici 90k, Ani 120k, Budi 300k refunded 50 % = 150k, Dodi 150k
    expect(net.totals.all).toEqual({ count: 4, price: 660000, net_price: 510000 });
  });

  it("refuses unknown and malformed filters with a 400 naming the field", async () => {
    const cases: [string, RegExp][] = [
      ["colour=red", /colour/],
      ["price_min=abc", /^Harga \(dari\): /],
      ["price_min=500&price_max=100", /^Harga \(sampai\): tidak boleh kurang dari harga \(dari\)/],
      ["customer_age_max=999", /^Umur \(sampai\): maksimal 150/],
      ["talent_name=" + "x".repeat(101), /^Talent: maksimal 100/],
      ["refund_status=HALF", /^Refund: /],
    ];
    for (const [qs, message] of cases) {
      const res = await f.get(`/order/orders?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(message);
    }
    for (const [qs, message] of [
      ["ids=", /^Order terpilih: minimal 1 order/],
      ["ids=1,x", /^Order terpilih ke-2: harus berupa angka/],
      ["ids=0", /^Order terpilih ke-1: harus lebih dari 0/],
      ["ids=1.5", /^Order terpilih ke-1: harus bilangan bulat/],
      [
        `ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(",")}`,
        /^Order terpilih: maksimal 1000/,
      ],
    ] as const) {
      const res = await f.get(`/order/export?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(message);
    }
    const bad = await f.get(`/order/export?columns=price,secret`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Kolom ke-2: kolom tidak dikenal/);
  });
});

describe("export", () => {
  const filtered = query({
    customer_name: "filter",
    start_date: "2034-05-01",
    end_date: "2034-05-31",
    sort_by: "price",
    sort_order: "ASC",
    columns: "rowNumber,customer_name,date,price,net_price",
  });

  it("writes the filtered set as `;` CSV with a BOM, only the asked columns in order", async () => {
    const res = await f.get(`/order/export?${filtered}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="daftar-order_2034-05-01_2034-05-31_diekspor-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    expect(res.body.slice(1).trimEnd().split("\r\n")).toEqual([
      "No;Customer;Tanggal;Harga;Harga Bersih",
      "1;filter cici;2034-05-03;90000;90000",
      "2;Filter Ani;2034-05-01;120000;120000",
      "3;Filter Eka;2034-05-05;200000;200000",
      "4;Filter Budi;2034-05-02;300000;150000",
    ]);
  });

  it("writes only the ticked rows (ids) that the filters also select, in the list's sort", async () => {
    const res = await f.get(
      `/order/export?${filtered}&ids=${[ids[3], ids[4], ids[0], ids[5]].join(",")}`,
    );
    expect(res.statusCode).toBe(200);
    // Lain Dodi is ticked but not 'filter', Fani is ticked but in June: both stay out
    expect(res.body.slice(1).trimEnd().split("\r\n")).toEqual([
      "No;Customer;Tanggal;Harga;Harga Bersih",
      "1;Filter Ani;2034-05-01;120000;120000",
      "2;Filter Eka;2034-05-05;200000;200000",
    ]);
  });

  it("writes an .xlsx with numbers, dates, a frozen header, autofilter and the totals row", async () => {
    const res = await f.t.app.inject({
      method: "GET",
      url: `/api/order/export?${filtered}&format=xlsx`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/\.xlsx"$/);
    const ws = await firstSheet(res.rawPayload);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      "No",
      "Customer",
      "Tanggal",
      "Harga",
      "Harga Bersih",
    ]);
    expect(ws.getCell("D2").value).toBe(90000);
    expect(ws.getCell("D2").numFmt).toBe('"Rp" #,##0');
    expect(ws.getCell("C2").value).toEqual(new Date("2034-05-03T00:00:00Z"));
    const total = ws.getRow(6);
    expect(total.getCell(1).value).toBe("Total keseluruhan");
    expect(total.getCell(4).value).toEqual({ formula: "SUM(D2:D5)", result: 710000 });
    expect(total.getCell(5).value).toEqual({ formula: "SUM(E2:E5)", result: 560000 });
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
  });
});
