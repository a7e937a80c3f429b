// Issue 26: a grid's first page is painted as a plain table (components/server-grid/PlainGrid.tsx)
// before AG Grid has loaded, and AG Grid takes its place without anything moving. In Chromium
// against the real server on the demo data; AG Grid's chunk is held back by the test, so the
// plain table can be looked at, then let through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { E2E_OWNER, startServer, type RunningServer } from "../helpers/server";
import { openBrowser, screenshot, signInThroughUi, type Browser } from "../helpers/browser";

const AG_CHUNK = /\/assets\/ag-grid-[\w-]+\.js$/;

let srv: RunningServer;
let b: Browser;
beforeAll(async () => {
  srv = await startServer({ seedDemo: true });
  b = await openBrowser();
  await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
});
afterAll(async () => {
  await b?.close();
  await srv?.close();
});

/** Holds AG Grid's chunk until `release()`; `asked` says whether the page has asked for it. */
async function holdAgGrid(page: Page) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const state = { asked: false, release };
  await page.route(AG_CHUNK, async (route) => {
    state.asked = true;
    await held;
    await route.continue();
  });
  return state;
}

/** Header cells, first row's cells and row tops, by column id, relative to the grid's section. */
function layoutOf(grid: Locator, parts: { head: string; cell: string; row: string; id: string }) {
  return grid.evaluate((section, p) => {
    const top = section.getBoundingClientRect();
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [Math.round(r.x - top.x), Math.round(r.y - top.y), Math.round(r.width)];
    };
    const byId = (sel: string) =>
      Object.fromEntries(
        [...section.querySelectorAll(sel)].map((e) => [e.getAttribute(p.id), box(e)]),
      );
    return {
      head: byId(p.head),
      cells: byId(p.cell),
      rows: [...section.querySelectorAll(p.row)].map((e) => box(e)[1]),
      height: Math.round(section.getBoundingClientRect().height),
    };
  }, parts);
}
const PLAIN = {
  head: ".kt-plain-hcell",
  cell: '.kt-plain-row[data-index="0"] .kt-plain-cell',
  row: ".kt-plain-row",
  id: "data-col",
};
const AG = {
  head: ".ag-header-cell",
  cell: '.ag-row[row-index="0"] .ag-cell',
  row: ".ag-row",
  id: "col-id",
};

describe("plain first page, then AG Grid", () => {
  it("draws the orders' first page and totals before AG Grid, at AG Grid's places", async () => {
    const page = await b.newPage();
    try {
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector(".kt-plain-row")) return;
          (window as unknown as { plainAt: number }).plainAt = performance.now();
          seen.disconnect();
        });
        seen.observe(document, { subtree: true, childList: true });
      });
      const ag = await holdAgGrid(page);
      await page.goto(`${srv.url}/admin/orders`);
      const grid = page.locator('section[aria-label="Daftar order"]');
      await grid.locator('.kt-plain-row[data-index="0"]').waitFor();
      await grid.locator(".kt-plain-row--pinned").nth(1).waitFor();
      await screenshot(page, "plain-grid-orders");
      expect(await grid.locator(".ag-root-wrapper").count()).toBe(0);

      // a picture only: hidden from assistive tech, no text of its own in the page
      const plain = grid.locator(".kt-plain");
      expect(await plain.getAttribute("aria-hidden")).toBe("true");
      const firstNo = await grid
        .locator('.kt-plain-row[data-index="0"] [data-col="no_order"]')
        .getAttribute("data-v");
      expect(firstNo).toMatch(/^\d+$/);
      expect(await grid.innerText()).not.toContain(firstNo!);
      const totals = await grid
        .locator(".kt-plain-row--pinned [data-v]")
        .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-v")).filter(Boolean));
      expect(totals).toContain("Total halaman ini");
      expect(totals).toContain("Total keseluruhan");
      expect(totals.some((t) => /^Rp\u00a0[\d.]+$/.test(t!))).toBe(true);
      const before = await layoutOf(grid, PLAIN);
      const texts = await grid
        .locator('.kt-plain-row[data-index="0"] .kt-plain-cell')
        .evaluateAll((cells) =>
          cells.map((c) => [c.getAttribute("data-col"), c.getAttribute("data-v")]),
        );

      ag.release();
      await grid.locator('.kt-grid-frame > :not(.kt-grid-stage) .ag-row[row-index="0"]').waitFor();
      expect(await grid.locator(".kt-plain").count()).toBe(0);
      const after = await layoutOf(grid, AG);
      await screenshot(page, "plain-grid-orders-ag");

      // nothing moved: every column's header and first cell, every row, the grid's height
      expect(after.height).toBe(before.height);
      expect(after.rows).toEqual(before.rows);
      for (const [id, at] of Object.entries(before.head))
        expect([id, after.head[id]]).toEqual([id, at]);
      for (const [id, at] of Object.entries(before.cells))
        expect([id, after.cells[id]]).toEqual([id, at]);
      // the plain cells said what AG Grid's cells say (buttons and tick boxes aside)
      for (const [id, text] of texts) {
        if (!text) continue;
        const cell = grid.locator(`.ag-row[row-index="0"] .ag-cell[col-id="${id}"]`);
        expect([id, (await cell.innerText()).trim()]).toEqual([id, text]);
      }
      // AG Grid was asked for only after the plain rows were in the page
      const [plainAt, agAt] = await page.evaluate(() => [
        (window as unknown as { plainAt: number }).plainAt,
        performance.getEntriesByType("resource").find((e) => /\/ag-grid-/.test(e.name))!.startTime,
      ]);
      expect(agAt).toBeGreaterThan(plainAt);

      // and the grid is AG Grid's now: a row's detail button opens its dialog
      await grid.locator('.ag-row[row-index="0"]').getByRole("button").first().click();
      await page.getByRole("dialog").waitFor();
    } finally {
      await page.close();
    }
  });

  it("says so when AG Grid's code does not arrive, and keeps the shell", async () => {
    const page = await b.newPage();
    try {
      await page.route(AG_CHUNK, (route) => route.abort("connectionrefused"));
      await page.goto(`${srv.url}/admin/talent`);
      await page.getByText("Halaman tidak dapat dimuat").waitFor();
      await page.getByRole("button", { name: "Coba lagi" }).waitFor();
      expect(await page.getByTestId("topbar-username").isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("has AG Grid ready on the dashboard after sign-in: loaded while the form waited", async () => {
    const { page, close } = await openBrowser();
    try {
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (document.querySelector(".kt-plain"))
            (window as unknown as { plain: true }).plain = true;
        });
        seen.observe(document, { subtree: true, childList: true });
      });
      const loaded = page.waitForResponse(AG_CHUNK);
      await page.goto(`${srv.url}/login`);
      await page.getByLabel("Email").fill(E2E_OWNER.email);
      await page.getByLabel("Password", { exact: true }).fill(E2E_OWNER.password);
      await loaded;
      // its script has run once the page is idle again
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.locator('section[aria-label="Order Terbaru"] .ag-row[row-index="0"]').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { plain?: true }).plain),
      ).toBeUndefined();
    } finally {
      await close();
    }
  });
});
