// POST /grid-export/:list: every declared grid exports its whole filtered set through its own list
// endpoint (all pages, same filters, sort and roles), with the grid's visible columns in order,
// as `;` CSV with a BOM or an .xlsx read back here (numbers, dates, frozen header, autofilter,
// totals row); refusals name the field.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../helpers/app";
import { orderFixture, type OrderFixture } from "../helpers/orders";
import { LISTS, PRINT_ROW_LIMIT } from "../../src/contract/lists";

let f: OrderFixture;
let adminToken: string;
beforeAll(async () => {
  f = await orderFixture();
  adminToken = (await f.t.login(ADMIN)).token;
  // 130 more users: the users list pages by 100, so the export needs two calls
  await f.t.db.query(
    `INSERT INTO users (username, email, password_hash, role)
     SELECT 'user' || lpad(n::text, 3, '0'), 'user' || n || '@test.local', 'x', 'admin'
     FROM generate_series(1, 130) n`,
  );
  const orders = [
    { date: "2034-05-01", customer_name: "Ekspor Ani", price: "120000" },
    { date: "2034-05-02", customer_name: "Ekspor Budi", price: "300000" },
    { date: "2034-05-03", customer_name: "Lain Cici", price: "90000" },
  ];
  for (const o of orders) expect((await f.create(o)).statusCode).toBe(201);
});
afterAll(() => f.t.close());

const exportList = (list: string, body: object, token = f.token) =>
  f.t.call({ method: "POST", url: `/api/grid-export/${list}`, token, payload: body });

async function workbook(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe("POST /grid-export/:list", () => {
  it("every declared list reads a registered GET endpoint", () => {
    const gets = new Set(
      f.t.routes.filter((r) => [r.method].flat().includes("GET")).map((r) => r.url),
    );
    for (const [id, s] of Object.entries(LISTS))
      expect(gets.has(`${f.t.config.apiPrefix}${s.path}`), id).toBe(true);
  });

  it("exports every user over two pages as xlsx: columns in order, labels, dates, frozen header", async () => {
    const res = await exportList("users", {
      format: "xlsx",
      query: { search_query: "user", sort_by: "username", sort_order: "DESC", page: 3, limit: 5 },
      columns: [
        { field: "rowNumber", header: "No", kind: "rownum" },
        { field: "username", header: "Username" },
        { field: "role", header: "Role", labels: { admin: "Admin", owner: "Owner" } },
        { field: "created_at", header: "Dibuat", kind: "date" },
      ],
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /filename="daftar-user_semua-tanggal_diekspor-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const ws = await workbook(res.rawPayload);
    expect(ws.getRow(1).values).toEqual([undefined, "No", "Username", "Role", "Dibuat"]);
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    // the page and size of the screen do not limit the export; the sort does order it
    expect(ws.rowCount).toBe(1 + 130);
    expect(ws.getRow(2).values).toEqual(expect.arrayContaining([1, "user130", "Admin"]));
    expect(ws.getCell("B131").value).toBe("user001");
    expect(ws.getCell("D2").value).toBeInstanceOf(Date);
  });

  it("exports the filtered orders as ; CSV with a BOM, and as xlsx with a rupiah total", async () => {
    const body = {
      query: { customer_name: "ekspor", price_min: "100000", sort_by: "price", sort_order: "ASC" },
      columns: [
        { field: "customer_name", header: "Customer" },
        { field: "date", header: "Tanggal", kind: "date" },
        { field: "price", header: "Harga", kind: "money" },
      ],
    };
    const api = (await f.get(`/order/orders?${new URLSearchParams(body.query)}`)).json();
    expect(api.result.map((r: { customer_name: string }) => r.customer_name)).toEqual([
      "Ekspor Ani",
      "Ekspor Budi",
    ]);
    const csv = await exportList("orders", { ...body, format: "csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(
      "\uFEFFCustomer;Tanggal;Harga\r\nEkspor Ani;2034-05-01;120000\r\nEkspor Budi;2034-05-02;300000\r\n",
    );
    const ws = await workbook((await exportList("orders", { ...body, format: "xlsx" })).rawPayload);
    expect(ws.getCell("C2").numFmt).toContain("Rp");
    expect(ws.getCell("C2").value).toBe(120000);
    expect(ws.getCell("A4").value).toBe("Total keseluruhan");
    expect(ws.getCell("C4").value).toMatchObject({ formula: "SUM(C2:C3)", result: 420000 });
  });

  it("exports one-call reports (weekly, the summary's talents) and names the period", async () => {
    const q = { start_date: "2034-05-01", end_date: "2034-05-31" };
    const weekly = (await f.get(`/weekly?${new URLSearchParams(q)}`)).json();
    const res = await exportList("weekly", {
      query: q,
      columns: [
        { field: "start_date", header: "Mulai", kind: "date" },
        { field: "total_income", header: "Pemasukan", kind: "money" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain("laporan-mingguan_2034-05-01_2034-05-31_");
    const lines = res.body.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines).toHaveLength(1 + weekly.data.length);
    expect(lines[1]).toBe(`${weekly.data[0].start_date};${weekly.data[0].total_income}`);

    const people = await exportList("summary-talents", {
      query: q,
      columns: [{ field: "name", header: "Talent" }],
    });
    const summary = (await f.get(`/report/summary/global?${new URLSearchParams(q)}`)).json();
    expect(people.body.replace("\uFEFF", "").trim().split("\r\n")).toEqual([
      "Talent",
      ...summary.data.talents.map((t: { name: string }) => t.name),
    ]);

    // a talent's payout ledger under the order report: its periods, one line each
    const ledgerQ = { person_type: "talent", person_id: String(f.ids.talentA) };
    const ledger = (await f.get(`/payouts/ledger?${new URLSearchParams(ledgerQ)}`)).json();
    const periods = await exportList("payout-ledger", {
      query: ledgerQ,
      columns: [{ field: "owed", header: "Hutang" }],
    });
    expect(periods.statusCode, periods.body).toBe(200);
    expect(ledger.data.periods.length).toBeGreaterThan(0);
    expect(periods.body.replace("\uFEFF", "").trim().split("\r\n")).toEqual([
      "Hutang",
      ...ledger.data.periods.map((p: { owed: number }) => String(p.owed)),
    ]);

    // the category popup's talents (a dialog grid): one category's, by its id
    const [cat] = await f.t.db.query<{ id: number }>(
      "SELECT talent_categories_id AS id FROM talents WHERE talent_categories_id IS NOT NULL LIMIT 1",
    );
    const inCategory = await exportList("category-talents", {
      id: cat.id,
      columns: [{ field: "name", header: "Nama" }],
    });
    expect(inCategory.statusCode, inCategory.body).toBe(200);
    const names = await f.t.db.query<{ name: string }>(
      "SELECT name FROM talents WHERE talent_categories_id = $1",
      [cat.id],
    );
    expect(new Set(inCategory.body.replace("\uFEFF", "").trim().split("\r\n").slice(1))).toEqual(
      new Set(names.map((r) => r.name)),
    );
  });

  it("keeps the list's roles and refuses bad input with a 400 naming the field", async () => {
    const cols = [{ field: "username", header: "Username" }];
    const admin = await exportList("users", { query: {}, columns: cols }, adminToken);
    expect(admin.statusCode).toBe(403);

    const unknown = await exportList("users", { query: { nope: "1" }, columns: cols });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("nope");

    const badRange = await exportList("orders", { query: { price_min: "abc" }, columns: cols });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ message: /^Harga \(dari\): /, field: "price_min" });

    const badCol = await exportList("users", { columns: [{ field: "a;b", header: "X" }] });
    expect(badCol.statusCode).toBe(400);
    expect(badCol.json().field).toBe("columns.0.field");

    const badList = await exportList("nothing", { columns: cols });
    expect(badList.statusCode).toBe(400);
    expect(badList.json().field).toBe("list");

    const noId = await exportList("weekly-talent-report", { columns: cols });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ message: "ID: wajib diisi", field: "id" });
  });
});

// 'Cetak' (server-grid's GridPrint.tsx): the printed table is every row of the filter, not the screen's page,
// through the list's own endpoint; past PRINT_ROW_LIMIT it says so (the print then points to
// the export).
describe("POST /grid-export/:list/print", () => {
  const print = (list: string, body: object, token = f.token) =>
    f.t.call({ method: "POST", url: `/api/grid-export/${list}/print`, token, payload: body });
  const names = (res: { json: () => { data: { rows: Array<Record<string, unknown>> } } }) =>
    res.json().data.rows.map((r) => r.username ?? r.customer_name);

  it("answers every row of the filter in the list's order, whatever the screen's page and size", async () => {
    const res = await print("users", {
      query: { search_query: "user", sort_by: "username", sort_order: "DESC", page: 3, limit: 5 },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().data).toMatchObject({ truncated: false, limit: PRINT_ROW_LIMIT });
    const got = names(res);
    expect(got).toHaveLength(130);
    expect(got[0]).toBe("user130");
    expect(got.at(-1)).toBe("user001");
  });

  it("applies the grid's filters: only the matching orders, as the list answers them", async () => {
    const query = {
      customer_name: "ekspor",
      price_min: "100000",
      sort_by: "price",
      sort_order: "DESC",
    };
    const res = await print("orders", { query });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(names(res)).toEqual(["Ekspor Budi", "Ekspor Ani"]);
    const list = (await f.get(`/order/orders?${new URLSearchParams(query)}`)).json();
    expect(res.json().data.rows).toEqual(list.result);
  });

  it("refuses a bad filter by name, and a list the user may not read", async () => {
    const bad = await print("orders", { query: { price_min: "abc" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "price_min" });
    expect((await print("users", { query: {} }, adminToken)).statusCode).toBe(403);
  });

  it(`stops at ${PRINT_ROW_LIMIT} rows and says more matched`, async () => {
    await f.t.db.query(
      `INSERT INTO users (username, email, password_hash, role)
       SELECT 'cetak' || lpad(n::text, 4, '0'), 'cetak' || n || '@test.local', 'x', 'admin'
       FROM generate_series(1, ${PRINT_ROW_LIMIT}) n`,
    );
    const res = await print("users", { query: { sort_by: "username", sort_order: "ASC" } });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ truncated: true, limit: PRINT_ROW_LIMIT });
    expect(d.rows).toHaveLength(PRINT_ROW_LIMIT);
    // the first rows in the list's order: the cap cuts the tail, not a random part
    const [first] = await f.t.db.query<{ username: string }>(
      "SELECT username FROM users ORDER BY username LIMIT 1",
    );
    expect(d.rows[0].username).toBe(first.username);
    const exact = await print("users", { query: { search_query: "cetak" } });
    expect(exact.json().data).toMatchObject({ truncated: false });
    expect(exact.json().data.rows).toHaveLength(PRINT_ROW_LIMIT);
  });
});
