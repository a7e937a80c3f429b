// Accessibility: axe-core on every route of the route table (src/client/lib/paths.ts,
// ids from the database, so a new route is walked without editing this file) signed out and as
// admin; the owner's walk through every dialog, popover and cell editor is in
// a11y-owner-lists.test.ts and a11y-owner-reports.test.ts (tests/helpers/axe-walk.ts). 0 critical
// and 0 serious violations; moderate and minor ones are printed.
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../helpers/server";
import { openBrowser, pageReady, type Browser } from "../helpers/browser";
import { E2E_ADMIN, e2eFile, signIn } from "../helpers/session";
import { routesOfTable, type RouteUnderTest } from "../helpers/axe";
import { axeWalker } from "../helpers/axe-walk";

let srv: RunningServer;
let b: Browser;
let routes: RouteUnderTest[];
let walk: ReturnType<typeof axeWalker>;

// signed out first: the public routes are checked before anyone signs in
e2eFile({ seedDemo: true, as: null, browser: { bypassCSP: true } }, (f) => ({ srv, b } = f));
beforeAll(async () => {
  routes = await routesOfTable(srv.db);
  walk = axeWalker(srv.url);
});

describe("accessibility (axe-core)", () => {
  it("signed out: the public routes", async () => {
    for (const route of routes.filter((r) => r.public)) {
      await b.page.goto(srv.url + route.url);
      await pageReady(b.page);
      await walk.check(b.page, `anon ${route.url}`);
    }
    expect(walk.report("signed out").map((f) => `${f.finding.id} @ ${f.where}`)).toEqual([]);
  }, 300_000);

  it("skip link, and the grid right after the toolbar's search and column buttons", async () => {
    const page = b.page;
    await signIn(page.context(), srv.url);
    await page.goto(`${srv.url}/admin/orders`);
    await pageReady(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Lewati ke konten" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0); // shown while focused
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("konten");

    // The filters sit in the grid's header now; from the toolbar's search box the only stops
    // before the grid are the toolbar's own column buttons ('Kolom', 'Atur ulang kolom').
    await page
      .getByRole("searchbox", { name: "Cari order" })
      .or(page.getByLabel("Cari order"))
      .first()
      .focus();
    const passed: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      const inGrid = await page.evaluate(
        () => !!document.activeElement?.closest(".ag-root-wrapper"),
      );
      if (inGrid) break;
      passed.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(
      passed.every((t) => ["Tampilan", "Kolom", "Atur ulang kolom"].includes(t)),
      passed.join(" | "),
    ).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest(".ag-root-wrapper"))).toBe(
      true,
    );
    // and the focus is drawn (Quartz's focus ring or our outline)
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return s.outlineStyle !== "none" || s.boxShadow !== "none";
    });
    expect(ring).toBe(true);
  }, 60_000);

  // the owner's walk (every dialog, popover and cell editor) is split over a11y-owner-*.test.ts
  // so it runs beside the other files; the admin sees the same pages, so axe per route suffices
  it("admin: every route", async () => {
    const ctx = await openBrowser({ bypassCSP: true });
    try {
      await walk.walkRoutes(ctx.page, "admin", E2E_ADMIN, routes, false);
    } finally {
      await ctx.close();
    }
  }, 900_000);
});
