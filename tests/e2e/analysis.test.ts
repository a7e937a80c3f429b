// /admin/analysis in Chromium against the real server on the demo data: the pivot the URL asks
// for equals the API's, a cell opens the orders grid with exactly its orders (the grid's count
// equals the cell), a view is saved and opened again, and the .xlsx export equals the API.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { e2eFile } from "../helpers/session";
import { downloadedSheet, rowValues } from "../helpers/files";
import type { ApiClient } from "../helpers/api-client";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import { chartData } from "../helpers/page-parts";
import type { PivotResponse } from "../../src/contract/analysis";
import { formatNumber } from "../../src/money/format";

let page: Page;
let srv: RunningServer;
let server: ApiClient;
e2eFile({ seedDemo: true }, (f) => ({ srv, page, api: server } = f));

const SEARCH = "rows=talent&cols=quarter&values=count,net_price";
const grid = () => page.getByRole("region", { name: "Analisis" });
const labels = () =>
  grid().locator('.ag-grid-scrolling-container [role=row] [col-id="label"]').allInnerTexts();

describe("analysis", () => {
  it("builds a pivot, drills into a cell, saves a view and exports the xlsx", async () => {
    const pivot = await server.get<PivotResponse>(`/analysis/pivot?${SEARCH}`);
    expect(pivot.rows.length).toBeGreaterThan(0);
    await page.goto(`${srv.url}/admin/analysis?${SEARCH}`);
    await expect.poll(labels).toEqual(pivot.rows.map((r) => r.label));
    // the chart under the grid draws once on screen (ChartSlot): in view, then each width
    const chart = page.getByTestId("chart-analysis");
    await chartData(page, "chart-analysis");
    for (const [name, width] of [
      ["1920", 1920],
      ["1366", 1366],
      ["390", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await chart.locator(".kt-chart-canvas canvas").first().waitFor();
      await screenshot(page, `analysis-${name}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // xlsx: the grid's columns and the API's figures
    const { ws } = await downloadedSheet(page, () =>
      grid().getByRole("button", { name: "Export Excel" }).click(),
    );
    const head = rowValues(ws, 1);
    expect(head[0]).toBe("Talent");
    const first = pivot.columns[0];
    expect(head[1]).toBe(`${first.label} · Jumlah order`);
    for (const [i, r] of pivot.rows.entries()) {
      const row = ws.getRow(i + 2);
      expect(row.getCell(1).value).toBe(r.label);
      expect(row.getCell(2).value).toBe(r.cells[first.key].count);
      expect(row.getCell(3).value).toBe(r.cells[first.key].net_price);
    }

    // save the choice as a named view, come back to the plain screen, open it
    await grid().getByRole("button", { name: "Tampilan" }).click();
    const views = page.getByRole("group", { name: "Tampilan tersimpan" });
    await views.getByLabel("Nama tampilan").fill("Talent per kuartal");
    await views.getByRole("button", { name: "Simpan tampilan ini" }).click();
    await page.getByText('Tampilan "Talent per kuartal" disimpan').waitFor();
    await page.keyboard.press("Escape");
    await page.goto(`${srv.url}/admin/analysis?rows=admin`);
    await grid().getByRole("button", { name: "Tampilan" }).click();
    await views.getByRole("button", { name: "Buka tampilan Talent per kuartal" }).click();
    await expect.poll(() => page.url()).toContain(SEARCH.replace(/,/g, "%2C"));
    await expect.poll(labels).toEqual(pivot.rows.map((r) => r.label));
    await page.keyboard.press("Escape");

    // drill: the first row's count in the first period opens exactly its orders
    const row = pivot.rows[0];
    const cell = grid().locator(
      `.ag-grid-scrolling-container [row-index="0"] [col-id="cells.${first.key}.count"]`,
    );
    await cell.click();
    await expect.poll(() => page.url()).toContain("/admin/orders?");
    await page
      .getByText(new RegExp(`dari ${formatNumber(row.cells[first.key].count)} data`))
      .waitFor();
    const orders = await server.get<{ totals: { all: { count: number; net_price: number } } }>(
      `/order/orders?start_date=${first.start_date}&end_date=${first.end_date}&talents_id=${row.key}`,
    );
    expect(orders.totals.all).toMatchObject({
      count: row.cells[first.key].count,
      net_price: row.cells[first.key].net_price,
    });
  });
});
