// Paged monthly reports (rekap) and the report export kit (CSV `;` and .xlsx) on the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { buildScenario, type Scenario } from "../helpers/report-scenario";
import { insertOrder } from "../helpers/report-fixtures";
import * as ref from "../../src/money/reference";

let s: Scenario;
const MONTH = "2025-03";
beforeAll(async () => {
  s = await buildScenario();
  // eleven March orders of Citra over two handlers, with tips, a refund and a formula-like name
  for (let i = 0; i < 11; i++) {
    s.orders.push(
      await insertOrder(s.t.db, s.cat, {
        date: `2025-03-${String(1 + (i % 5) * 6).padStart(2, "0")}`,
        talents_id: s.ids.citra,
        user_id: i % 3 === 0 ? s.ids.admin2 : s.ids.admin1,
        price: 10_000 * (i + 1) + 1,
        refund_status: i === 4 ? "REFUND_50" : "NONE",
        tips: i % 2 ? [{ receiver_type: "talent", amount: 1_000 * i }] : [],
        customer_name: i === 7 ? '=HYPERLINK("x";"klik")' : `Klien ${i}`,
      }),
    );
  }
});
afterAll(() => s.t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers

const download = async (url: string) => {
  const res = await s.t.call({ method: "GET", url: `/api${url}`, token: s.owner });
  return res;
};

describe("paged rekap", () => {
  it("pages the talent month on the server and keeps the monthly totals in every page", async () => {
    const r = ref.talentRekap(s.orders, s.ids.citra, MONTH);
    const full = (await s.get(`/rekap/detail/talent/${s.ids.citra}?month=${MONTH}`)).body.data;
    // no paging parameters: every order, the spec's shape (no paging fields)
    expect(full.orders).toHaveLength(11);
    expect(full.page).toBeUndefined();
    expect(full.page_totals).toBeUndefined();
    for (const limit of [3, 4, 10]) {
      const seen: Json[] = [];
      for (let page = 0; page * limit < 11; page++) {
        const d = (
          await s.get(
            `/rekap/detail/talent/${s.ids.citra}?month=${MONTH}&page=${page}&limit=${limit}`,
          )
        ).body.data;
        expect(d).toMatchObject({
          page,
          limit,
          totalRows: 11,
          totalPage: Math.ceil(11 / limit),
          total_orders: 11,
          total_price: r.total_price,
          total_talent_share: r.total_talent_share,
          total_tip: r.total_tip,
          total: r.total,
          orders_by_admin: { admin1: 7, admin2: 4 },
        });
        const sum = (f: (o: Json) => number) =>
          d.orders.reduce((t: number, o: Json) => t + f(o), 0);
        expect(d.page_totals).toEqual({
          total_orders: d.orders.length,
          total_price: sum((o) => o.price),
          total_talent_share: sum((o) => o.talent_share),
          total_tip: sum((o) => o.tip),
          total: sum((o) => o.total),
        });
        seen.push(...d.orders);
      }
      expect(seen).toEqual(full.orders);
    }
    expect(full.orders.map((o: Json) => o.id)).toEqual(r.orders.map((o) => o.id));
  });

  it("sorts on the server, deep pages included, and rejects unknown sorts", async () => {
    const url = `/rekap/detail/talent/${s.ids.citra}?month=${MONTH}&sort_by=total&sort_order=desc`;
    const all = (await s.get(url)).body.data.orders as Json[];
    const expected = [...all].sort((a, b) => b.total - a.total || b.id - a.id);
    expect(all.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    // page 2 of 4-row pages lies past the middle: read from the far end, same rows
    const deep = (await s.get(`${url}&page=2&limit=4`)).body.data.orders as Json[];
    expect(deep.map((o) => o.id)).toEqual(expected.slice(8, 12).map((o) => o.id));
    const byClient = (
      await s.get(`/rekap/detail/talent/${s.ids.citra}?month=${MONTH}&sort_by=client&limit=2`)
    ).body.data.orders as Json[];
    expect(byClient.map((o) => o.client)).toEqual(['=HYPERLINK("x";"klik")', "Klien 0"]);
    const bad = await s.get(`/rekap/detail/talent/${s.ids.citra}?sort_by=harga`);
    expect(bad).toMatchObject({
      status: 400,
      body: { message: "Urutan: kolom urutan tidak dikenal" },
    });
    expect((await s.get(`/rekap/detail/admin/${s.ids.admin1}?limit=0`)).status).toBe(400);
    expect((await s.get(`/rekap/detail/admin/${s.ids.admin1}?limit=101`)).status).toBe(400);
    expect((await s.get(`/rekap/detail/admin/${s.ids.admin1}?page=-1`)).status).toBe(400);
  });

  it("pages the admin month with page totals and monthly totals", async () => {
    const r = ref.adminRekap(s.orders, s.ids.admin1, MONTH);
    const d = (await s.get(`/rekap/detail/admin/${s.ids.admin1}?month=${MONTH}&page=1&limit=5`))
      .body.data;
    const { orders, ...month } = r;
    expect(d).toMatchObject({ ...month, page: 1, limit: 5, totalRows: 7, totalPage: 2 });
    expect(d.orders).toEqual(orders.slice(5, 10));
    expect(d.page_totals).toEqual({
      total_orders: 2,
      total_admin_fee: orders[5].admin_fee + orders[6].admin_fee,
      total_admin_tip: orders[5].tips_admin + orders[6].tips_admin,
      total_admin_fee_including_tips: orders[5].total + orders[6].total,
    });
    // only `page`: the default size of 10
    const p0 = (await s.get(`/rekap/detail/admin/${s.ids.admin1}?month=${MONTH}&page=0`)).body.data;
    expect(p0).toMatchObject({ limit: 10, totalPage: 1 });
    expect(p0.orders).toEqual(orders);
  });
});

/** Splits one `;` CSV line, quoted cells included. */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^;]*)(;|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    out.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    if (m[2] === "") break;
  }
  return out;
}

describe("report exports", () => {
  const lines = (csv: string) =>
    csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");

  it("exports the talent month as a ; CSV with Indonesian headers and integer money", async () => {
    const res = await download(`/rekap/detail/talent/${s.ids.citra}/export?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="rekap-talent-Citra-${MONTH}.csv"`,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [head, ...rows] = lines(res.body);
    expect(head).toBe(
      "Tanggal;Handle By;Role;Talent;Client;Umur;Jasa;Durasi;Harga;Talent Share;Tip;Total",
    );
    expect(rows).toHaveLength(11);
    const r = ref.talentRekap(s.orders, s.ids.citra, MONTH);
    // the formula-like client is quoted (it holds `;` and `"`) and starts with an apostrophe
    const injected = rows.find((l) => l.includes("HYPERLINK"))!;
    expect(injected).toContain(`"'=HYPERLINK(""x"";""klik"")"`);
    const totalCol = rows.map((l) => Number(cells(l).at(-1)));
    expect(cells(injected)[4]).toBe(`'=HYPERLINK("x";"klik")`);
    expect(totalCol.every(Number.isSafeInteger)).toBe(true);
    expect(totalCol.reduce((a, b) => a + b, 0)).toBe(r.total);
    expect(rows[0].startsWith("2025-03-01;")).toBe(true);
  });

  it("exports the same month as .xlsx with number cells in rupiah format and a total row", async () => {
    const res = await download(
      `/rekap/detail/talent/${s.ids.citra}/export?month=${MONTH}&format=xlsx`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined,
      "Tanggal",
      "Handle By",
      "Role",
      "Talent",
      "Client",
      "Umur",
      "Jasa",
      "Durasi",
      "Harga",
      "Talent Share",
      "Tip",
      "Total",
    ]);
    expect(ws.rowCount).toBe(13); // header + 11 orders + total
    const r = ref.talentRekap(s.orders, s.ids.citra, MONTH);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date("2025-03-01T00:00:00Z"));
    expect(first.getCell(9).value).toBe(r.orders[0].price);
    expect(first.getCell(9).numFmt).toBe('"Rp" #,##0');
    const total = ws.getRow(13);
    expect(total.getCell(1).value).toBe("Total keseluruhan");
    expect(total.getCell(12).value).toEqual({ formula: "SUM(L2:L12)", result: r.total });
    expect(total.getCell(9).value).toMatchObject({ result: r.total_price });
  });

  it("exports the admin month, the order reports and the summaries", async () => {
    const admin = await download(`/rekap/detail/admin/${s.ids.admin1}/export?month=${MONTH}`);
    const [ah, ...arows] = lines(admin.body);
    expect(ah).toBe("Tanggal;Tip Admin;Admin Fee;Total");
    expect(arows).toHaveLength(7);

    const rep = await download(`/order/talent/${s.ids.citra}/export?sort_by=price&sort_order=DESC`);
    expect(rep.headers["content-disposition"]).toBe(
      'attachment; filename="laporan-order-talent-Citra.csv"',
    );
    const [rh, ...rrows] = lines(rep.body);
    expect(rh.split(";")).toEqual([
      "No",
      "No Order",
      "Handle By",
      "Tanggal",
      "Talent",
      "Client",
      "Umur",
      "Jasa",
      "Durasi",
      "Status Refund",
      "Harga",
      "Tip Talent",
      "Talent Fee",
      "Talent Fee (+Tip)",
      "Tip Admin",
      "Admin Fee",
      "Total Admin Fee",
    ]);
    const citra = s.orders.filter((o) => o.talents_id === s.ids.citra);
    expect(rrows).toHaveLength(citra.length);
    const t = ref.orderTotals(citra);
    const col = (name: string) => rrows.map((l) => Number(cells(l)[rh.split(";").indexOf(name)]));
    expect(col("Harga").reduce((a, b) => a + b, 0)).toBe(t.price);
    expect(col("Talent Fee (+Tip)").reduce((a, b) => a + b, 0)).toBe(t.talent_fee_plus_tip);
    expect(col("No")).toEqual(citra.map((_o, i) => i + 1));
    // sorted by charged price, highest first
    const prices = col("Harga");
    expect(rrows.every((l) => cells(l).length === 17)).toBe(true);
    expect(prices[0]).toBe(Math.max(...prices));

    const sum = await download(
      `/order/admins/export?format=xlsx&sort_by=admin_name&sort_order=ASC`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(2).getCell(2).value).toBe("admin1");
    const g = ref.globalSummary(s.orders);
    const headers = ws.getRow(1).values as string[];
    const masuk = ws.getRow(ws.rowCount).getCell(headers.indexOf("Total Uang Masuk"));
    expect(masuk.value).toMatchObject({ result: g.total_uang_masuk });

    expect((await download(`/order/talents/export?format=pdf`)).json()).toEqual({
      message: "Format file: harus csv atau xlsx",
      field: "format",
    });
    expect((await download(`/order/talent/99999/export`)).statusCode).toBe(404);
    const anon = await s.t.call({ method: "GET", url: `/api/order/talents/export` });
    expect(anon.statusCode).toBe(401);
  });

  it("exports what the list shows: same search and range as the paged call", async () => {
    const list = (await s.get("/order/talents?search=ayu&end_date=2024-12-31")).body;
    const csv = lines(
      (await download("/order/talents/export?search=ayu&end_date=2024-12-31")).body,
    );
    expect(csv).toHaveLength(1 + list.totalRows);
    expect(csv[1].split(";")[1]).toBe("Ayu");
    expect(Number(csv[1].split(";")[5])).toBe(list.result[0].total_uang_masuk);
  });
});
