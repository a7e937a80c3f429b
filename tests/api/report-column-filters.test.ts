// Header filters of the money reports: the admin rekap, one talent's / admin's
// order report and the order summaries narrow rows and every total to the filtered set (checked
// against plain SQL); the talent rekap's export and PDF follow its filters; unknown or malformed
// filters are a 400 naming the field; answers without filters keep the whole set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerFilterRows, orderFixture, type OrderFixture } from "../helpers/orders";
import { pdfText } from "../helpers/pdf-text";
import { csvLines } from "../helpers/files";
import { expect400 } from "../helpers/list-checks";

let f: OrderFixture;
const MONTH = "2036-03";
const IN_MONTH = "date BETWEEN '2036-03-01' AND '2036-03-31'";
beforeAll(async () => {
  f = await orderFixture();
  const tips = (talent: number, admin: number) =>
    JSON.stringify([
      { receiver_type: "talent", amount: talent },
      { receiver_type: "admin", amount: admin },
    ]);
  // Fani (another month) stays out
  const rows = headerFilterRows("Lapor", MONTH, "2036-04-01", {
    1: { tips: tips(0, 10000) },
    2: { user_id: String(f.ids.owner) },
    3: {
      talents_id: String(f.ids.talentB),
      services_id: String(f.ids.serviceB),
      sub_service_id: String(f.ids.subB),
    },
    4: { tips: tips(25000, 5000) },
  });
  const ids: number[] = [];
  for (const r of rows) {
    const res = await f.create(r);
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  // Ani is half refunded: the refund select finds her
  const refund = await f.update(ids[0], {
    customer_name: "Lapor Ani",
    price: "120000",
    refund_type: "REFUND_50",
  });
  expect(refund.statusCode).toBe(200);
});
afterAll(() => f.t.close());

const ok = async (url: string, q: Record<string, string>) => {
  const res = await f.get(`${url}?${new URLSearchParams(q)}`);
  expect(res.statusCode, `${url} ${JSON.stringify(q)}`).toBe(200);
  return res;
};
const sql = async (where: string, params: unknown[]) =>
  (
    await f.t.db.query<Record<string, number>>(
      `SELECT count(*)::int AS n, COALESCE(SUM(net_price),0)::int AS price,
              COALESCE(SUM(talent_share),0)::int AS share, COALESCE(SUM(tip_talent),0)::int AS tip_t,
              COALESCE(SUM(admin_fee),0)::int AS fee, COALESCE(SUM(tip_admin),0)::int AS tip_a
         FROM orders o WHERE ${where}`,
      params,
    )
  )[0];
const refuses = (url: string, cases: [string, RegExp][]) => expect400(f.get, url, cases);

describe("admin rekap header filters", () => {
  const url = () => `/rekap/detail/admin/${f.ids.admin}`;

  it("narrow the rows and every total to the filtered set, as plain SQL sums it", async () => {
    const { data } = (
      await ok(url(), {
        month: MONTH,
        admin_fee_min: "12000",
        total_max: "30000",
        sort_by: "total",
        sort_order: "DESC",
        page: "0",
        limit: "1",
      })
    ).json();
    const s = await sql(
      `user_id = $1 AND ${IN_MONTH} AND admin_fee >= 12000 AND admin_fee + tip_admin <= 30000`,
      [f.ids.admin],
    );
    expect(s.n).toBe(2); // Dodi 15000, Eka 25000 (Ani: fee 6000; Budi: 40000 in all)
    expect(data).toMatchObject({
      totalRows: 2,
      totalPage: 2,
      total_orders: 2,
      total_admin_fee: s.fee,
      total_admin_tip: s.tip_a,
      total_admin_fee_including_tips: s.fee + s.tip_a,
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].total).toBe(25000); // Eka: 20000 fee + 5000 tip
    expect(data.page_totals.total_orders).toBe(1);
  });

  it("keeps the whole month without filters and refuses malformed ones", async () => {
    const { data } = (await ok(url(), { month: MONTH })).json();
    expect(data.total_orders).toBe(4); // Ani, Budi, Dodi, Eka (cici is the owner's)
    await refuses(`${url()}?month=${MONTH}`, [
      ["client=x", /client/],
      ["admin_fee_min=1.5", /^Admin Fee \(dari\): /],
      ["tips_admin_min=9&tips_admin_max=1", /^Tip Admin \(sampai\): tidak boleh kurang/],
    ]);
  });
});

describe("order report header filters", () => {
  const url = () => `/order/talent/${f.ids.talentA}`;
  const range = { start_date: "2036-03-01", end_date: "2036-03-31" };

  it("narrow the page and both totals, combined with the range and the search", async () => {
    const body = (
      await ok(url(), {
        ...range,
        search: "lapor",
        net_price_min: "100000",
        handle_by: "admin",
        refund_status: "NONE",
        sort_by: "net_price",
        sort_order: "DESC",
        page: "0",
        limit: "1",
      })
    ).json();
    const s = await sql(
      `talents_id = $1 AND ${IN_MONTH} AND customer_name ILIKE '%lapor%' AND net_price >= 100000
         AND user_id = $2 AND refund_status = 'NONE'`,
      [f.ids.talentA, f.ids.admin],
    );
    expect(s.n).toBe(2); // Budi, Eka
    expect(body.totalRows).toBe(2);
    expect(body.totals.all).toMatchObject({
      count: 2,
      price: s.price,
      talent_share: s.share,
      tip_talent: s.tip_t,
      admin_fee: s.fee,
      tip_admin: s.tip_a,
      talent_fee_plus_tip: s.share + s.tip_t,
      admin_fee_plus_tip: s.fee + s.tip_a,
    });
    expect(body.result.map((r: { customer_name: string }) => r.customer_name)).toEqual([
      "Lapor Budi",
    ]);
    expect(body.totals.page.count).toBe(1);
  });

  it("filter text, figures and the refund select; the export follows them", async () => {
    const names = async (q: Record<string, string>) =>
      (await ok(url(), { ...range, ...q }))
        .json()
        .result.map((r: { customer_name: string }) => r.customer_name)
        .sort();
    expect(await names({ refund_status: "REFUND_50" })).toEqual(["Lapor Ani"]);
    expect(await names({ duration_min: "100" })).toEqual(["lapor cici"]);
    expect(await names({ customer_age_min: "35", customer_age_max: "45" })).toEqual(["Lapor Budi"]);
    expect(await names({ talent_fee_plus_tip_min: "150000" })).toEqual(["Lapor Budi", "Lapor Eka"]);
    expect(await names({ jasa: "refleks", talent: "sinta" })).toHaveLength(4);
    expect(await names({ jasa: "karaoke" })).toEqual([]);
    const all = (await ok(url(), range)).json();
    expect(all.totals.all.count).toBe(4);
    const csv = await ok(`${url()}/export`, { ...range, refund_status: "REFUND_50" });
    expect(csvLines(csv.body)).toHaveLength(2);
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await refuses(`/order/admin/${f.ids.admin}`, [
      ["colour=red", /colour/],
      ["refund_status=HALF", /^Refund: harus salah satu dari/],
      ["net_price_min=abc", /^Harga bersih \(dari\): /],
      ["customer_age_max=999", /^Umur \(sampai\): maksimal 150/],
    ]);
  });
});

describe("order summary header filters", () => {
  const range = { start_date: "2036-03-01", end_date: "2036-03-31" };

  it("keep the rows whose names and figures match; the totals are theirs", async () => {
    const body = (
      await ok("/order/admins", { ...range, total_orders_min: "2", total_admin_fee_min: "1" })
    ).json();
    const per = await f.t.db.query<Record<string, number>>(
      `SELECT user_id, count(*)::int AS n, SUM(admin_fee)::int AS fee, SUM(net_price)::int AS price
         FROM orders WHERE ${IN_MONTH} GROUP BY user_id HAVING count(*) >= 2`,
    );
    expect(per).toHaveLength(1); // the admin (4 orders); the owner has one
    expect(body.totalRows).toBe(1);
    expect(body.result[0]).toMatchObject({
      admin_id: f.ids.admin,
      total_orders: per[0].n,
      total_admin_fee: per[0].fee,
    });
    expect(body.totals.all).toMatchObject({ total_orders: per[0].n, total_price: per[0].price });
    const talents = (await ok("/order/talents", { ...range, talent_name: "raka" })).json();
    expect(talents.result.map((r: { talent_name: string }) => r.talent_name)).toEqual(["Raka"]);
    expect(talents.totals.all.total_price).toBe(150000);
    const plain = (await ok("/order/talents", range)).json();
    expect(plain.totalRows).toBe(2);
    const csv = await ok("/order/talents/export", { ...range, talent_name: "raka" });
    expect(csvLines(csv.body)).toHaveLength(2);
    await refuses("/order/talents", [
      ["total_orders_min=-1", /^Total Order \(dari\): /],
      ["sisa_min=5&sisa_max=-5", /^Sisa \(sampai\): tidak boleh kurang/],
    ]);
  });
});

describe("talent rekap files follow its header filters", () => {
  const url = () => `/rekap/detail/talent/${f.ids.talentA}`;

  it("exports only the filtered orders and names the file so", async () => {
    const res = await ok(`${url()}/export`, { month: MONTH, client: "budi" });
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="rekap-talent-Sinta-${MONTH}-filter.csv"`,
    );
    const lines = csvLines(res.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Lapor Budi");
    const whole = await ok(`${url()}/export`, { month: MONTH });
    expect(whole.body.trimEnd().split("\r\n")).toHaveLength(5);
  });

  it("prints the filtered month in the PDF with the filter under its title", async () => {
    const res = await ok(`${url()}/download`, { month: MONTH, price_min: "150000" });
    const { all } = await pdfText(res.rawPayload);
    expect(all).toContain("Filter: Harga 150.000–…");
    expect(all).toContain("Lapor Budi");
    expect(all).not.toContain("Lapor Ani");
    await refuses(`${url()}/download?month=${MONTH}`, [["price_min=x", /^Harga \(dari\): /]]);
    await refuses(`/rekap/detail/admin/${f.ids.admin}/download`, [["jasa=x", /jasa/]]);
  });
});
