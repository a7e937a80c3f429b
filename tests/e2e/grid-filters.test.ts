// The order list's header filters in Chromium against the real server on the demo data: a
// customer text, a price range, a date range and a refund status at once; the rows and the
// pinned totals must be the API's answer for the same filters, the URL must survive a reload,
// 'Hapus filter' clears them, and 'Export Excel' writes the filtered set (read back with exceljs).
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { screenshot } from "../helpers/browser";
import { e2eFile, signedInBrowser } from "../helpers/session";
import { downloadedSheet, rowValues } from "../helpers/files";
import { ORDER_FILE_HEADERS, bodyRows, cellText, pinnedRow, rp } from "../helpers/page-parts";

let srv: RunningServer;
let page: Page;
let server: ApiClient;
const api = <T>(path: string) => server.get<T>(path);
e2eFile(
  { seedDemo: true, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, page, api: server } = f),
);

const grid = () => page.getByRole("region", { name: "Daftar order" });
const rows = () => bodyRows(grid());
const pinned = (label: string) => pinnedRow(grid(), label);
const textOf = (r: Locator, col: string) => cellText(grid(), r, col);
const noOrders = async () =>
  (await rows().locator('[col-id="no_order"]').allInnerTexts()).map((t) => Number(t.trim()));

/** dd/MM/yyyy and YYYY-MM-DD of a day `days` ago (Jakarta is the browser's zone). */
function day(daysAgo: number) {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  return { iso, shown: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
}

interface OrdersAnswer {
  result: { no_order: number }[];
  totalRows: number;
  totals: { all: { price: number; net_price: number; count: number } };
}

describe("order list header filters", () => {
  const from = day(90);
  const to = day(10);
  const apiQuery = new URLSearchParams({
    customer_name: "a",
    price_min: "200000",
    price_max: "900000",
    start_date: from.iso,
    end_date: to.iso,
    refund_status: "NONE",
  });

  it("filters by customer, price, dates and refund at once, as the API answers", async () => {
    await page.goto(`${srv.url}/admin/orders`);
    await rows().first().waitFor();
    await grid().getByLabel("Customer Filter Input").fill("a");
    await expect.poll(() => page.url()).toContain("customer_name=a");

    await grid().getByRole("button", { name: "Harga Filter" }).click();
    await page.getByLabel("Harga dari").fill("200.000");
    await page.getByLabel("Harga sampai").fill("900000");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect.poll(() => page.url()).toContain("price_max=900000");
    await page.keyboard.press("Escape");

    await grid().getByRole("button", { name: "Tanggal Filter" }).click();
    await page.getByLabel("Tanggal mulai").fill(from.shown);
    await page.getByLabel("Tanggal akhir").fill(to.shown);
    await page.getByLabel("Tanggal akhir").press("Enter");
    await expect.poll(() => page.url()).toContain(`end=${to.iso}`);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await grid().getByLabel("Refund Filter Input").selectOption("NONE");
    await expect.poll(() => page.url()).toContain("refund_status=NONE");

    const answer = await api<OrdersAnswer>(`/order/orders?${apiQuery}`);
    expect(answer.totalRows).toBeGreaterThan(3); // the demo data has such orders
    const expected = answer.result.map((r) => r.no_order);
    await expect.poll(noOrders).toEqual(expected);
    await expect
      .poll(() => textOf(pinned("Total keseluruhan"), "price"))
      .toBe(rp(answer.totals.all.price));
    expect(await textOf(pinned("Total keseluruhan"), "net_price")).toBe(
      rp(answer.totals.all.net_price),
    );
    // the label sits in the first text column (not the tick boxes) and reads in full
    const label = pinned("Total keseluruhan")
      .locator("[col-id]")
      .filter({ hasText: /^Total keseluruhan$/ });
    expect(await label.getAttribute("col-id")).not.toBe("__select");
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // an active filter shows on its column
    expect(await grid().locator(".kt-hf--active").count()).toBe(4);
    await screenshot(page, "orders-header-filters");

    await page.reload();
    await rows().first().waitFor();
    await expect.poll(noOrders).toEqual(expected);
    expect(await grid().getByLabel("Customer Filter Input").inputValue()).toBe("a");
    expect(await grid().getByLabel("Refund Filter Input").inputValue()).toBe("NONE");
    expect(await grid().getByRole("button", { name: "Harga Filter" }).innerText()).toBe(
      // rupiah words, not the query's digits (RULES.md D4)
      "Rp\u00a0200.000 – Rp\u00a0900.000",
    );
  });

  it("exports the filtered orders to .xlsx: visible columns in order, numbers, totals", async () => {
    const answer = await api<OrdersAnswer>(`/order/orders?${apiQuery}`);
    const { name, ws } = await downloadedSheet(page, () =>
      page.getByRole("button", { name: "Export Excel" }).click(),
    );
    expect(name).toMatch(
      new RegExp(`^daftar-order_${from.iso}_${to.iso}_diekspor-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    expect(rowValues(ws, 1)).toEqual(ORDER_FILE_HEADERS);
    const n = answer.totalRows;
    expect(ws.rowCount).toBe(n + 2);
    expect(ws.getCell("B2").value).toBe(answer.result[0].no_order);
    expect(typeof ws.getCell("L2").value).toBe("number");
    expect(ws.getCell("L2").numFmt).toBe('"Rp" #,##0');
    expect(ws.getCell("D2").value).toBeInstanceOf(Date);
    const total = ws.getRow(n + 2);
    expect(total.getCell(1).value).toBe("Total keseluruhan");
    expect((total.getCell(12).value as { result: number }).result).toBe(answer.totals.all.price);
    expect((total.getCell(13).value as { result: number }).result).toBe(
      answer.totals.all.net_price,
    );
  });

  it("'Hapus filter' clears every header filter and the URL", async () => {
    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    const all = await api<OrdersAnswer>(`/order/orders`);
    await expect.poll(noOrders).toEqual(all.result.map((r) => r.no_order));
    expect(await grid().getByLabel("Customer Filter Input").inputValue()).toBe("");
    expect(await grid().locator(".kt-hf--active").count()).toBe(0);
  });

  it("Enter applies a from–to filter, gives the focus back to its button, and leaves it shut", async () => {
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    await page.goto(`${srv.url}/admin/orders`);
    await rows().first().waitFor();
    await grid().getByRole("button", { name: "Harga Filter" }).click();
    await page.getByLabel("Harga dari").fill("300.000");
    // down in the box: applied, closed, the focus on the column's button; the key comes up
    // there (a slow hand, a busy machine), where Blueprint's Button clicks itself on a keyup
    await page.keyboard.down("Enter");
    await expect.poll(() => page.url()).toContain("price_min=300000");
    await expect.poll(focused).toMatch(/^Harga Filter: Rp.300\.000 – …$/);
    await page.keyboard.up("Enter");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.getByLabel("Harga dari").count()).toBe(0);
    await screenshot(page, "orders-header-filter-applied-by-enter");
    // Enter down and up on the button itself opens it
    await page.keyboard.press("Enter");
    await page.getByLabel("Harga dari").waitFor();
    await page.keyboard.press("Escape");
  });
});

describe("column layout per user", () => {
  const headerOf = (p: Page, col: string) =>
    p.getByRole("region", { name: "Daftar order" }).locator(`.ag-header-cell[col-id="${col}"]`);
  /** Column ids as the header shows them, left to right. */
  const order = (p: Page) =>
    p
      .getByRole("region", { name: "Daftar order" })
      .locator(".ag-header-cell[col-id]")
      .evaluateAll((els) =>
        els
          .map((e) => ({ id: e.getAttribute("col-id"), x: e.getBoundingClientRect().left }))
          .sort((a, b) => a.x - b.x)
          .map((c) => c.id),
      );
  const widthOf = async (p: Page, col: string) => (await headerOf(p, col).boundingBox())!.width;

  it("resize and move a column; the layout is there in a fresh browser profile", async () => {
    await page.goto(`${srv.url}/admin/orders`);
    await rows().first().waitFor();
    const saved = () =>
      page.waitForResponse(
        (r) => r.url().includes("/grid-layouts/orders") && r.request().method() === "PUT",
      );

    // resize Customer by its edge: +120 px
    const before = await widthOf(page, "customer_name");
    const handle = headerOf(page, "customer_name").locator(".ag-header-cell-resize");
    const hb = (await handle.boundingBox())!;
    let put = saved();
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x + hb.width / 2 + 60, hb.y + hb.height / 2, { steps: 5 });
    await page.mouse.move(hb.x + hb.width / 2 + 120, hb.y + hb.height / 2, { steps: 5 });
    await page.mouse.up();
    await put;
    const resized = await widthOf(page, "customer_name");
    expect(resized).toBeGreaterThan(before + 80);

    // drag Talent's title onto Admin's place: Talent now comes before Admin
    const talent = (await headerOf(page, "talent_name").locator(".kt-hf-title").boundingBox())!;
    const admin = (await headerOf(page, "admin_name").locator(".kt-hf-title").boundingBox())!;
    put = saved();
    await page.mouse.move(talent.x + 10, talent.y + 5);
    await page.mouse.down();
    await page.mouse.move(talent.x - 20, talent.y + 5, { steps: 5 });
    await page.mouse.move(admin.x + 5, admin.y + 5, { steps: 10 });
    await page.mouse.up();
    await put;
    const moved = await order(page);
    expect(moved.indexOf("talent_name")).toBeLessThan(moved.indexOf("admin_name"));

    const fresh = await signedInBrowser(srv, E2E_OWNER, { width: 1600, height: 1000 });
    try {
      await fresh.page.goto(`${srv.url}/admin/orders`);
      await bodyRows(fresh.page.getByRole("region", { name: "Daftar order" }))
        .first()
        .waitFor();
      await expect.poll(() => order(fresh.page)).toEqual(moved);
      await expect.poll(() => widthOf(fresh.page, "customer_name")).toBeGreaterThan(before + 80);
      await screenshot(fresh.page, "orders-layout-fresh-profile");

      // 'Atur ulang kolom' brings the defaults back, here and on the server
      await fresh.page.getByRole("button", { name: "Atur ulang kolom" }).click();
      await expect
        .poll(async () => (await order(fresh.page)).indexOf("admin_name"))
        .toBeLessThan((await order(fresh.page)).indexOf("talent_name"));
      await expect
        .poll(async () => (await api<{ data: unknown }>("/grid-layouts/orders")).data)
        .toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe("print", () => {
  it("prints the order list as a report: no sidebar, buttons or filters; rows and totals", async () => {
    await page.goto(`${srv.url}/admin/orders?start=2026-01-01`);
    await rows().first().waitFor();
    await page.emulateMedia({ media: "print" });
    try {
      expect(await page.getByRole("navigation", { name: "Navigasi utama" }).isVisible()).toBe(
        false,
      );
      expect(await page.getByRole("button", { name: "Export Excel" }).isVisible()).toBe(false);
      expect(await grid().getByLabel("Customer Filter Input").isVisible()).toBe(false);
      expect(await pinned("Total keseluruhan").first().isVisible()).toBe(true);
      await screenshot(page, "orders-print");
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });
});
