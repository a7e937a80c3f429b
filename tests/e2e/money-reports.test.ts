// The per-talent / per-admin money reports and the monthly rekap screens in Chromium against the
// real server on the demo data: spec texts, pinned totals and tiles equal the API's figures, page
// size returns to the first page, month change, a reload keeps the URL's report state, and the
// figures of every screen still agree after an order is created and deleted through the API.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { settled, screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";
import { currentMonthIn, todayIn } from "../../src/money/time";
import * as ref from "../../src/money/reference";
import { multipart } from "../helpers/orders";

let srv: RunningServer;
let b: Browser;
let token = "";
const XSRF = "e2e-xsrf";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted below
type Json = any;

async function api(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const res = await srv.server.inject({
    method,
    url: `/api${url}`,
    payload: payload as never,
    headers: {
      ...headers,
      "x-xsrf-token": XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    cookies: { "XSRF-TOKEN": XSRF },
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

e2eFile({ seedDemo: true, browser: { width: 1600, height: 1000 } }, (f) => {
  ({ srv, b } = f);
  token = f.api.token;
});

const rowNumbers = (grid: Locator) =>
  grid.locator('.ag-grid-scrolling-container .ag-row [col-id="rowNumber"]');
const cell = (grid: Locator, rowIndex: number, colId: string) =>
  grid
    .locator(`.ag-grid-scrolling-container .ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`)
    .first();
/** A pinned totals row's cell: 0 = 'Total halaman ini', 1 = 'Total keseluruhan'. */
const pinned = (grid: Locator, rowIndex: number, colId: string) =>
  grid
    .locator(
      `.ag-grid-pinned-bottom-rows-container .ag-row[row-index="b-${rowIndex}"] [col-id="${colId}"]`,
    )
    .first();
const text = async (l: Locator) => ((await l.textContent()) ?? "").trim();

async function waitForRows(grid: Locator, n: number) {
  await expect.poll(() => rowNumbers(grid).count(), { timeout: 15_000 }).toBe(n);
}

async function figure(page: Page, label: string) {
  return text(
    page.getByRole("group", { name: label, exact: true }).locator(".kt-figure-card-value"),
  );
}

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-1600`);
  await page.setViewportSize({ width: 800, height: 1000 });
  await settled(page);
  await screenshot(page, `${name}-800`);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await settled(page);
}

describe("order summaries", () => {
  it("shows the talents with their money, pinned totals equal to the API, paging resets", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/report/talents-orders-summary`);
    await page.getByRole("heading", { name: "Money Report Talent" }).waitFor();
    await page.getByPlaceholder("Cari talent atau admin...").waitFor();
    const grid = page.getByRole("region", { name: "Ringkasan order per talent" });
    const first = await api("GET", "/order/talents?page=0&limit=10");
    await waitForRows(grid, Math.min(10, first.totalRows));
    await grid
      .getByText(`Menampilkan ${Math.min(10, first.totalRows)} dari ${first.totalRows} data`)
      .waitFor();
    expect(await text(cell(grid, 0, "talent_name"))).toBe(first.result[0].talent_name);
    expect(await text(pinned(grid, 0, "talent_name"))).toBe("Total halaman ini");
    expect(await text(pinned(grid, 1, "talent_name"))).toBe("Total keseluruhan");
    expect(await text(pinned(grid, 0, "total_uang_masuk"))).toBe(
      formatRupiah(first.totals.page.total_uang_masuk),
    );
    expect(await text(pinned(grid, 1, "total_uang_masuk"))).toBe(
      formatRupiah(first.totals.all.total_uang_masuk),
    );
    expect(await text(pinned(grid, 1, "total_orders"))).toBe(
      formatNumber(first.totals.all.total_orders),
    );
    // the overall total is the global summary's income (all time)
    const global = (await api("GET", "/report/summary/global")).data;
    expect(first.totals.all.total_uang_masuk).toBe(global.total_uang_masuk);
    await grid.getByRole("button", { name: "Lihat Detail" }).first().waitFor();
    await grid.getByRole("button", { name: "Export Monthly" }).first().waitFor();
    await both(page, "report-talents-summary");

    // page 2, then a page size change returns to the first page
    await grid.getByRole("button", { name: "Halaman 2", exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => text(cell(grid, 0, "rowNumber")), { timeout: 15_000 }).toBe("11");
    await grid.getByLabel("Tampilkan").selectOption("5");
    await waitForRows(grid, 5);
    expect(page.url()).not.toMatch(/page=/);
    expect(page.url()).toMatch(/size=5/);
    expect(await text(cell(grid, 0, "rowNumber"))).toBe("1");
    // a search also returns to the first page and narrows the rows
    await grid.getByRole("button", { name: "Halaman 2", exact: true }).click();
    await page.waitForURL(/page=2/);
    const name = first.result[0].talent_name as string;
    await page.getByPlaceholder("Cari talent atau admin...").fill(name);
    await page.waitForURL((u) => u.searchParams.get("q") === name && !u.searchParams.has("page"));
    await waitForRows(grid, 1);
    expect(await text(cell(grid, 0, "talent_name"))).toBe(name);

    await grid.getByRole("button", { name: "Lihat Detail" }).first().click();
    await page.waitForURL(new RegExp(`/admin/report/talent/${first.result[0].talents_id}$`));
  });

  it("shows the admins' summary with 'Export Monthly' to the admin rekap", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/report/admins-orders-summary?sort=admin_name&order=asc`);
    await page.getByRole("heading", { name: "Money Report Admin" }).waitFor();
    const grid = page.getByRole("region", { name: "Ringkasan order per admin" });
    const list = await api("GET", "/order/admins?sort_by=admin_name&sort_order=ASC");
    await waitForRows(grid, list.result.length);
    expect(await text(cell(grid, 0, "admin_name"))).toBe(list.result[0].admin_name);
    expect(await text(pinned(grid, 1, "total_admin_fee"))).toBe(
      formatRupiah(list.totals.all.total_admin_fee),
    );
    await both(page, "report-admins-summary");
    await grid.getByRole("button", { name: "Export Monthly" }).first().click();
    await page.waitForURL(new RegExp(`/admin/admin-rekap/${list.result[0].admin_id}$`));
  });
});

describe("order reports", () => {
  it("shows one talent's orders: title, tiles, pinned totals, hidden columns, reload keeps the URL", async () => {
    const page = b.page;
    const talents = await api("GET", "/order/talents?sort_by=total_orders&sort_order=DESC");
    const t = talents.result[0];
    await page.goto(`${srv.url}/admin/report/talent/${t.talents_id}`);
    await page.getByRole("heading", { name: `Laporan Order Talent: ${t.talent_name}` }).waitFor();
    const grid = page.getByRole("region", { name: "Order talent" });
    const r = await api(
      "GET",
      `/order/talent/${t.talents_id}?page=0&limit=10&sort_by=date&sort_order=ASC`,
    );
    await waitForRows(grid, 10);
    await expect
      .poll(() => figure(page, "Total Order"), { timeout: 15_000 })
      .toBe(formatNumber(r.totals.all.count));
    expect(await figure(page, "Total Harga")).toBe(formatRupiah(r.totals.all.price));
    expect(await figure(page, "Tip Talent")).toBe(formatRupiah(r.totals.all.tip_talent));
    expect(await figure(page, "Talent Fee (+Tip)")).toBe(
      formatRupiah(r.totals.all.talent_fee_plus_tip),
    );
    expect(r.totals.all.talent_fee_plus_tip).toBe(t.uang_talent_dan_tip);
    expect(await text(pinned(grid, 0, "handle_by"))).toBe("Total halaman ini");
    expect(await text(pinned(grid, 0, "net_price"))).toBe(formatRupiah(r.totals.page.price));
    expect(await text(pinned(grid, 1, "net_price"))).toBe(formatRupiah(r.totals.all.price));
    expect(await text(pinned(grid, 1, "talent_fee_plus_tip"))).toBe(
      formatRupiah(r.totals.all.talent_fee_plus_tip),
    );
    // RULES.md D5: Tip Admin, Admin Fee, Total Admin Fee start hidden, the chooser shows them
    expect(await grid.locator('.ag-header-cell[col-id="admin_fee"]').count()).toBe(0);
    await grid.getByRole("button", { name: "Kolom", exact: true }).click();
    const chooser = page.getByRole("group", { name: "Pilih kolom" });
    await chooser.getByText("Admin Fee", { exact: true }).click();
    await grid.locator('.ag-header-cell[col-id="admin_fee"]').waitFor();
    expect(await text(pinned(grid, 1, "admin_fee"))).toBe(formatRupiah(r.totals.all.admin_fee));
    await page.keyboard.press("Escape");
    await both(page, "report-talent");

    // sort by Harga descending on the server, page 3; a reload keeps both
    const url = `${srv.url}/admin/report/talent/${t.talents_id}?page=3&sort=net_price&order=desc`;
    await page.goto(url);
    await page.reload();
    const p3 = await api(
      "GET",
      `/order/talent/${t.talents_id}?page=2&limit=10&sort_by=net_price&sort_order=DESC`,
    );
    await expect.poll(() => text(cell(grid, 0, "rowNumber")), { timeout: 15_000 }).toBe("21");
    expect(page.url()).toBe(url);
    expect(await text(cell(grid, 0, "net_price"))).toBe(formatRupiah(p3.result[0].net_price));
    expect(await text(pinned(grid, 0, "net_price"))).toBe(formatRupiah(p3.totals.page.price));
    await grid.getByRole("button", { name: "Halaman 3", exact: true }).waitFor();
    expect(
      await grid
        .getByRole("button", { name: "Halaman 3", exact: true })
        .getAttribute("aria-current"),
    ).toBeTruthy();
  });

  it("shows one admin's orders with Tip Admin and Admin Fee", async () => {
    const page = b.page;
    const admins = await api("GET", "/order/admins?sort_by=admin_name&sort_order=ASC");
    const a = admins.result.find((x: Json) => x.admin_name === "admin1");
    await page.goto(`${srv.url}/admin/report/admin/${a.admin_id}`);
    await page.getByRole("heading", { name: "Laporan Order Admin: admin1" }).waitFor();
    const grid = page.getByRole("region", { name: "Order admin" });
    const r = await api("GET", `/order/admin/${a.admin_id}?page=0&limit=10`);
    await waitForRows(grid, 10);
    for (const h of [
      "No",
      "Handle By",
      "Tanggal",
      "Talent",
      "Client",
      "Umur",
      "Jasa",
      "Durasi",
      "Harga",
      "Tip Admin",
      "Admin Fee",
    ])
      // a header filter's button ('Filter: Semua') is part of the header's name
      await grid.getByRole("columnheader", { name: new RegExp(`^${h}( |$)`) }).waitFor();
    expect(await text(pinned(grid, 1, "admin_fee"))).toBe(formatRupiah(r.totals.all.admin_fee));
    expect(await text(pinned(grid, 1, "tip_admin"))).toBe(formatRupiah(r.totals.all.tip_admin));
    expect(await figure(page, "Admin Fee (+Tip)")).toBe(
      formatRupiah(r.totals.all.admin_fee_plus_tip),
    );
    await both(page, "report-admin");
  });
});

describe("monthly rekap", () => {
  it("talent rekap: current month by default, month change in ?month=, pinned totals", async () => {
    const page = b.page;
    const talents = await api("GET", "/order/talents?sort_by=total_orders&sort_order=DESC");
    const t = talents.result[0];
    await page.goto(`${srv.url}/admin/talent-rekap/${t.talents_id}`);
    await page.getByRole("heading", { name: `Detail Laporan Talent: ${t.talent_name}` }).waitFor();
    const month = currentMonthIn("Asia/Jakarta");
    const now = (
      await api("GET", `/rekap/detail/talent/${t.talents_id}?month=${month}&page=0&limit=25`)
    ).data;
    const [y, m] = month.split("-");
    expect(await page.getByLabel("Bulan", { exact: true }).inputValue()).toBe(String(Number(m)));
    expect(await page.getByLabel("Tahun", { exact: true }).inputValue()).toBe(y);
    await expect
      .poll(() => figure(page, "Total Orders"), { timeout: 15_000 })
      .toBe(formatNumber(now.total_orders));
    expect(await figure(page, "Total Price")).toBe(formatRupiah(now.total_price));
    expect(await figure(page, "Total Talent Share")).toBe(formatRupiah(now.total_talent_share));

    // the previous month (demo data has orders in each of the last six months)
    const prev = new Date(Date.UTC(Number(y), Number(m) - 2, 1)).toISOString().slice(0, 7);
    const [py, pm] = prev.split("-");
    if (py !== y) await page.getByLabel("Tahun", { exact: true }).selectOption(py);
    await page.getByLabel("Bulan", { exact: true }).selectOption(String(Number(pm)));
    await page.waitForURL((u) => u.searchParams.get("month") === prev);
    const r = (
      await api("GET", `/rekap/detail/talent/${t.talents_id}?month=${prev}&page=0&limit=25`)
    ).data;
    expect(r.total_orders).toBeGreaterThan(0);
    const grid = page.getByRole("region", { name: "Order bulan ini" });
    await expect
      .poll(() => figure(page, "Total Orders"), { timeout: 15_000 })
      .toBe(formatNumber(r.total_orders));
    await expect
      .poll(() => text(pinned(grid, 1, "total")), { timeout: 15_000 })
      .toBe(formatRupiah(r.total));
    expect(await text(pinned(grid, 1, "tanggal"))).toBe("Total keseluruhan");
    expect(await text(pinned(grid, 0, "total"))).toBe(formatRupiah(r.page_totals.total));
    expect(await text(pinned(grid, 1, "price"))).toBe(formatRupiah(r.total_price));
    for (const [admin, n] of Object.entries(r.orders_by_admin))
      await page
        .getByRole("region", { name: "Order per admin" })
        .getByText(`${admin}: ${n} order`)
        .waitFor();
    expect(await text(cell(grid, 0, "tanggal"))).toMatch(new RegExp(`/${pm}/${py}$`));
    await both(page, "talent-rekap");

    // reload on the URL keeps the month
    await page.reload();
    await expect
      .poll(() => figure(page, "Total Orders"), { timeout: 15_000 })
      .toBe(formatNumber(r.total_orders));
    expect(await page.getByLabel("Bulan", { exact: true }).inputValue()).toBe(String(Number(pm)));
  });

  it("admin rekap: tiles and pinned totals of the month", async () => {
    const page = b.page;
    const admins = await api("GET", "/order/admins?sort_by=admin_name&sort_order=ASC");
    const a = admins.result.find((x: Json) => x.admin_name === "admin1");
    const month = currentMonthIn("Asia/Jakarta");
    const r = (await api("GET", `/rekap/detail/admin/${a.admin_id}?month=${month}&page=0&limit=25`))
      .data;
    await page.goto(`${srv.url}/admin/admin-rekap/${a.admin_id}`);
    await page.getByRole("heading", { name: "Detail Laporan Admin: admin1" }).waitFor();
    await expect
      .poll(() => figure(page, "Total Orders"), { timeout: 15_000 })
      .toBe(formatNumber(r.total_orders));
    expect(await figure(page, "Total Admin Fee")).toBe(formatRupiah(r.total_admin_fee));
    expect(await figure(page, "Total Tip Admin")).toBe(formatRupiah(r.total_admin_tip));
    expect(await figure(page, "Total Admin Fee + Tip")).toBe(
      formatRupiah(r.total_admin_fee_including_tips),
    );
    const grid = page.getByRole("region", { name: "Order bulan ini" });
    if (r.total_orders > 0) {
      await expect
        .poll(() => text(pinned(grid, 1, "total")), { timeout: 15_000 })
        .toBe(formatRupiah(r.total_admin_fee_including_tips));
      expect(await text(pinned(grid, 0, "admin_fee"))).toBe(
        formatRupiah(r.page_totals.total_admin_fee),
      );
    }
    await both(page, "admin-rekap");
    await page.getByRole("button", { name: "Kembali" }).click();
    await page.waitForURL(/\/admin\/report\/admins-orders-summary$/);
  });
});

/** Every order of one talent as reference orders, straight from the database. */
async function refOrders(talentId: number): Promise<ref.RefOrder[]> {
  const rows = await srv.db.query<{
    id: number;
    date: string;
    talents_id: number;
    user_id: number;
    price: number;
    refund_status: ref.RefOrder["refund_status"];
    talent_rate_bp: number;
    admin_rate_bp: number;
  }>(
    `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, talents_id, user_id, price::float8 AS price,
            refund_status, talent_rate_bp, admin_rate_bp
     FROM orders WHERE talents_id = $1`,
    [talentId],
  );
  const tips = await srv.db.query<{
    order_id: number;
    receiver_type: "talent" | "admin";
    amount: number;
  }>(
    `SELECT order_id, receiver_type, amount::float8 AS amount FROM order_tips
     WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    talents_id: Number(r.talents_id),
    user_id: Number(r.user_id),
    price: Number(r.price),
    tips: tips
      .filter((t) => Number(t.order_id) === Number(r.id))
      .map((t) => ({ receiver_type: t.receiver_type, amount: Number(t.amount) })),
  }));
}

describe("reconciliation", () => {
  it("after an order is created, refunded and deleted, every screen agrees with the reference", async () => {
    const page = b.page;
    const talents = await api("GET", "/order/talents?sort_by=talent_name&sort_order=ASC");
    const t = talents.result[0];
    const admins = await api("GET", "/order/admins?sort_by=admin_name&sort_order=ASC");
    const admin1 = admins.result.find((x: Json) => x.admin_name === "admin1");
    const month = currentMonthIn("Asia/Jakarta");
    const service = await srv.db.query<{ id: number; sub: number }>(
      "SELECT s.id, ss.id AS sub FROM services s JOIN sub_services ss ON ss.services_id = s.id LIMIT 1",
    );
    const form = await multipart({
      user_id: String(admin1.admin_id),
      talents_id: String(t.talents_id),
      services_id: String(service[0].id),
      sub_service_id: String(service[0].sub),
      no_order: "987654321",
      date: todayIn("Asia/Jakarta"),
      customer_name: "Rekonsiliasi",
      customer_age: "30",
      gender: "Man",
      duration: "60",
      price: "150001",
      payment_method: "Cash",
      payment_place: "Qris",
      description: "",
      tips: JSON.stringify([
        { receiver_type: "talent", amount: 5000 },
        { receiver_type: "admin", amount: 2000 },
      ]),
    });
    const created = (await api("POST", "/order/createOrder", form.payload, form.headers)).data;
    const edit = await multipart({
      customer_name: "Rekonsiliasi",
      description: "refund",
      price: "150001",
      refund_type: "REFUND_50",
    });
    await api("PUT", `/order/updateOrder/${created.id}`, edit.payload, edit.headers);

    /** Checks the three screens of this talent and the admin rekap against the reference. */
    const check = async (label: string) => {
      const orders = await refOrders(t.talents_id);
      const all = ref.talentSummary(orders, t.talents_id);
      const rekap = ref.talentRekap(orders, t.talents_id, month);

      await page.goto(
        `${srv.url}/admin/report/talents-orders-summary?q=${encodeURIComponent(t.talent_name)}`,
      );
      const summary = page.getByRole("region", { name: "Ringkasan order per talent" });
      await expect
        .poll(() => text(cell(summary, 0, "total_talent_fee")), { message: label, timeout: 15_000 })
        .toBe(formatRupiah(all.talent_fee));
      expect(await text(cell(summary, 0, "tip_talent"))).toBe(formatRupiah(all.total_tip_talent));

      await page.goto(`${srv.url}/admin/report/talent/${t.talents_id}`);
      await expect
        .poll(() => figure(page, "Talent Fee (+Tip)"), { message: label, timeout: 15_000 })
        .toBe(formatRupiah(all.total_talent_share));
      expect(await figure(page, "Total Order")).toBe(formatNumber(orders.length));
      const report = page.getByRole("region", { name: "Order talent" });
      await expect
        .poll(() => text(pinned(report, 1, "talent_fee_plus_tip")), { timeout: 15_000 })
        .toBe(formatRupiah(all.total_talent_share));

      await page.goto(`${srv.url}/admin/talent-rekap/${t.talents_id}?month=${month}`);
      await expect
        .poll(() => figure(page, "Total Orders"), { message: label, timeout: 15_000 })
        .toBe(formatNumber(rekap.total_orders));
      expect(await figure(page, "Total Price")).toBe(formatRupiah(rekap.total_price));
      expect(await figure(page, "Total (Share + Tip)")).toBe(formatRupiah(rekap.total));
      const grid = page.getByRole("region", { name: "Order bulan ini" });
      await expect
        .poll(() => text(pinned(grid, 1, "total")), { timeout: 15_000 })
        .toBe(formatRupiah(rekap.total));
      return rekap;
    };

    const withOrder = await check("with the refunded order");
    // price 150001 refunded 50 %: net 75000 (refund 75001, half up), tips untouched
    const mine = withOrder.orders.find((o) => o.id === Number(created.id))!;
    expect(mine).toMatchObject({ price: 75000, tip: 5000 });

    await api("DELETE", `/order/deleteOrder/${created.id}`);
    const without = await check("after the delete");
    expect(without.total_orders).toBe(withOrder.total_orders - 1);
    expect(without.total).toBe(withOrder.total - mine.total);
  });
});
