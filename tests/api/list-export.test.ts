// The one export path: the rekap and money-report lists are declared list sources, so their
// grids print ('Cetak') and export through POST /grid-export/:list with the user's columns, the
// same rows as their own screens and `/export` routes, named after the person and the month.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildScenario, type Scenario } from "../helpers/report-scenario";
import { insertOrder } from "../helpers/report-fixtures";
import { LIST_COLUMNS } from "../../src/contract/list-columns";
import { ORDER_EXPORT_COLUMNS } from "../../src/contract/values";

let s: Scenario;
const MONTH = "2025-03";
beforeAll(async () => {
  s = await buildScenario();
  for (let i = 0; i < 7; i++)
    s.orders.push(
      await insertOrder(s.t.db, s.cat, {
        date: `2025-03-${String(1 + i * 4).padStart(2, "0")}`,
        talents_id: s.ids.citra,
        user_id: i % 2 ? s.ids.admin2 : s.ids.admin1,
        price: 10_000 * (i + 1),
        customer_name: i === 3 ? "Klien Khusus" : `Klien ${i}`,
      }),
    );
});
afterAll(() => s.t.close());

const post = (url: string, payload: object) =>
  s.t.call({ method: "POST", url: `/api/grid-export/${url}`, token: s.owner, payload });
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("rekap lists through the one export path", () => {
  it("prints the talent's whole month as its screen answers it", async () => {
    const query = { month: MONTH, sort_by: "total", sort_order: "DESC" };
    const screen = await s.get(`/rekap/detail/talent/${s.ids.citra}?${new URLSearchParams(query)}`);
    const res = await post("rekap-talent/print", {
      query: { ...query, page: 0, limit: 2 },
      id: s.ids.citra,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().data).toMatchObject({ truncated: false });
    expect(res.json().data.rows).toEqual(screen.body.data.orders);
  });

  it("exports the user's columns, header-filtered, named after the person and the month", async () => {
    const res = await post("rekap-talent", {
      query: { month: MONTH, client: "khusus" },
      id: s.ids.citra,
      columns: [
        { field: "client", header: "Client" },
        { field: "tanggal", header: "Tanggal", kind: "date" },
      ],
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="rekap-talent-Citra-${MONTH}-filter.csv"`,
    );
    expect(lines(res.body)).toEqual(["Client;Tanggal", "Klien Khusus;2025-03-13"]);
  });

  it("gives the admin month the same rows as its own /export route", async () => {
    const own = await s.t.call({
      method: "GET",
      url: `/api/rekap/detail/admin/${s.ids.admin1}/export?month=${MONTH}`,
      token: s.owner,
    });
    const res = await post("rekap-admin", {
      query: { month: MONTH },
      id: s.ids.admin1,
      columns: ["tanggal", "tips_admin", "admin_fee", "total"].map((field, i) => ({
        field,
        header: ["Tanggal", "Tip Admin", "Admin Fee", "Total"][i],
        kind: i ? "money" : "date",
      })),
    });
    expect(res.statusCode).toBe(200);
    expect(lines(res.body)).toEqual(lines(own.body));
    expect(lines(res.body).length).toBeGreaterThan(1);
  });

  it("refuses a bad filter by name and a rekap without its id", async () => {
    const bad = await post("rekap-talent", {
      query: { month: "2025-13" },
      id: s.ids.citra,
      columns: [{ field: "client", header: "Client" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("month");
    const noId = await post("rekap-admin/print", { query: { month: MONTH } });
    expect(noId.json()).toEqual({ message: "ID: wajib diisi", field: "id" });
  });
});

describe("money-report summaries through the one export path", () => {
  it("prints every talent's summary as the list answers it, all pages", async () => {
    const q = { start_date: "2025-03-01", end_date: "2025-03-31" };
    const list = await s.get(`/order/talents?${new URLSearchParams({ ...q, limit: "100" })}`);
    const res = await post("order-summaries-talent/print", { query: { ...q, limit: 5 } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().data.rows).toEqual(list.body.result);
  });
});

describe("declared columns", () => {
  it("GET /order/export's column ids are the declared order columns, in order", () => {
    expect(LIST_COLUMNS.orders!.map((c) => c.field)).toEqual([...ORDER_EXPORT_COLUMNS]);
  });
});
