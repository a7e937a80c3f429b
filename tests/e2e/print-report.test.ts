// A report prints whole: the per-talent order report (10 rows a page on screen) printed through
// 'Cetak' holds every one of its rows (well over 145 here), the header with agency, title,
// period, who printed it and when, the table header on every page and the grand totals last.
// The PDF Chromium prints is read back as text and its first and last pages looked at as PNGs.
// Ctrl+P (and Cmd+P) on that page prints the same whole report, not the page on screen.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { e2eFile } from "../helpers/session";
import { pdfText } from "../helpers/pdf-text";
import { pdfPagesToPng } from "../helpers/pdf-png";
import type { ApiClient } from "../helpers/api-client";

let srv: RunningServer;
let page: Page;
let api: ApiClient;
const { one } = e2eFile({ seedDemo: true }, (f) => ({ srv, page, api } = f));

interface ReportAnswer {
  result: { customer_name: string }[];
  totalRows: number;
}

/** The talent with the most orders: every row of their order report, read through the API. */
async function biggestReport() {
  const { talent_id } = await one<{ talent_id: number }>(
    `SELECT talents_id AS talent_id FROM orders GROUP BY talents_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const pageOf = (n: number) =>
    api.get<ReportAnswer>(`/order/talent/${talent_id}?limit=100&page=${n}`);
  const all = await pageOf(0);
  expect(all.totalRows).toBeGreaterThanOrEqual(145);
  for (let n = 1; all.result.length < all.totalRows; n++)
    all.result.push(...(await pageOf(n)).result);
  return { talent_id, all };
}

/**
 * The report's page with its totals drawn. The browser's print dialog is the one thing a
 * headless page cannot show: `printed()` counts its calls.
 */
async function openReport(talentId: number) {
  await page.goto(`${srv.url}/admin/report/talent/${talentId}`);
  const grid = page.getByRole("region", { name: "Order talent" });
  await grid.locator(".ag-grid-pinned-bottom-rows-container [role=row]").first().waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { print: () => void; printed: number };
    w.printed = 0;
    w.print = () => void w.printed++;
  });
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
  return { grid, printed };
}

describe("printing a report", () => {
  it("prints every row of the talent's order report, not the page on screen", async () => {
    const { talent_id, all } = await biggestReport();
    const { grid, printed } = await openReport(talent_id);
    await grid.getByRole("button", { name: "Cetak" }).click();
    const rows = grid.locator(".kt-print tbody tr");
    // every row and the grand total (the page's total is not a report's)
    await expect.poll(() => rows.count()).toBe(all.totalRows + 1);
    expect(await printed()).toBe(1);

    // and print the page to PDF as that dialog would
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4", landscape: true, printBackground: true });
    await page.emulateMedia({ media: "screen" });
    const text = await pdfText(pdf);
    expect(text.pages.length).toBeGreaterThan(3);
    expect(text.pages[0]).toMatch(/Laporan Order Talent: /);
    expect(text.pages[0]).toMatch(/Dicetak oleh owner pada/);
    expect(text.pages[0]).toMatch(/Periode: semua tanggal/);
    // the table header on every page, no sidebar or buttons
    for (const p of text.pages) expect(p).toMatch(/Tanggal/);
    expect(text.all).not.toMatch(/Weekly Report|Export Excel|Cetak/);
    for (const r of all.result) expect(text.all).toContain(r.customer_name);
    expect(text.all).toContain(String(all.totalRows));
    expect(text.all).toMatch(/Total keseluruhan/);
    const pngs = await pdfPagesToPng(pdf, "print-talent-report", {
      first: 1,
      last: text.pages.length,
    });
    expect(pngs.every((p) => p.ink > 0.005)).toBe(true);
  });

  it("Ctrl+P and Cmd+P print the whole report too, through the same sheet", async () => {
    const { talent_id, all } = await biggestReport();
    const { grid, printed } = await openReport(talent_id);
    // the grid on screen holds one page
    expect(await grid.locator(".ag-center-cols-container [role=row]").count()).toBeLessThan(
      all.totalRows,
    );
    await page.keyboard.press("Control+P");
    const rows = grid.locator(".kt-print tbody tr");
    await expect.poll(() => rows.count()).toBe(all.totalRows + 1);
    await expect.poll(printed).toBe(1);
    const sheet = (await grid.locator(".kt-print tbody").textContent()) ?? "";
    for (const r of all.result) expect(sheet).toContain(r.customer_name);
    expect(sheet).toMatch(/Total keseluruhan/);
    // the other grids of the page (the ledger, the payouts) print nothing of their own
    expect(await page.locator(".kt-print").count()).toBe(1);

    await page.keyboard.press("Meta+P");
    await expect.poll(printed).toBe(2);
    expect(await rows.count()).toBe(all.totalRows + 1);
  });
});
