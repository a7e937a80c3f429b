// Phone: every route of the route table at 390 × 844 with touch, as the owner, never
// scrolls the page sideways (grids scroll inside themselves) and is saved as a screenshot
// (test-results/screenshots/phone-*.png, looked at by a person); an order is recorded with taps.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { navigateInApp, pageReady, screenshot, type Browser } from "../helpers/browser";
import { e2eFile, signIn } from "../helpers/session";
import { routesOfTable, type RouteUnderTest } from "../helpers/axe";

const PHONE = { width: 390, height: 844, touch: true } as const;

let srv: RunningServer;
let b: Browser;
let routes: RouteUnderTest[];
// signed out first: the public routes are walked before the owner signs in
e2eFile({ seedDemo: true, as: null, browser: PHONE }, (f) => ({ srv, b } = f));
beforeAll(async () => {
  routes = await routesOfTable(srv.db);
});

/** Elements wider than the viewport's right edge, for the failure message. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const w = window.innerWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && r.width > 0 && !el.closest(".ag-root-wrapper, .bp6-portal")) {
        out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} right=${r.right}`);
      }
      if (out.length > 5) break;
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: w,
      out,
    };
  });

describe("phone 390 × 844", () => {
  it("no route scrolls sideways; screenshots of every route", async () => {
    const page = b.page;
    const wide: string[] = [];
    for (const route of routes.filter((r) => r.public)) {
      await page.goto(srv.url + route.url);
      await pageReady(page);
      const o = await overflow(page);
      if (o.scrollWidth > o.innerWidth) wide.push(`${route.url}: ${JSON.stringify(o)}`);
      await screenshot(page, `phone-${route.name}`);
    }
    await signIn(page.context(), srv.url);
    for (const [i, route] of routes.filter((r) => !r.public).entries()) {
      // the first one loads the app signed in; the others as the app's links go
      if (i === 0) {
        await page.goto(srv.url + route.url);
        await pageReady(page);
      } else await navigateInApp(page, route.url);
      const o = await overflow(page);
      if (o.scrollWidth > o.innerWidth) wide.push(`${route.url}: ${JSON.stringify(o)}`);
      await screenshot(page, `phone-${route.name}`);
    }
    expect(wide).toEqual([]);
  }, 600_000);

  it("records an order with taps", async () => {
    const page = b.page;
    const [{ n: before }] = await srv.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders",
    );
    const talent = (await srv.db.query<{ name: string }>("SELECT name FROM talents LIMIT 1"))[0];
    const sub = (
      await srv.db.query<{ name: string; service: string }>(
        `SELECT ss.name, s.name AS service FROM sub_services ss
           JOIN services s ON s.id = ss.services_id ORDER BY ss.id LIMIT 1`,
      )
    )[0];
    await page.goto(`${srv.url}/admin/orders`);
    await pageReady(page);
    await page.getByRole("button", { name: "Create Order" }).tap();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create Order" }).waitFor();
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await expect.poll(() => field("No. Order").inputValue()).not.toBe("");
    // the dialog is the phone's width, one column, and the price asks for the number keyboard
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await field("Price").getAttribute("inputmode")).toBe("numeric");
    expect(await dialog.getByText("Ambil foto").isVisible()).toBe(true);
    expect(await dialog.locator("input[capture=environment]").count()).toBe(1);

    await field("Talent").selectOption({ label: talent.name });
    await field("Service").selectOption({ label: sub.service });
    await field("Sub Service").selectOption({ label: sub.name });
    await field("Nama Customer").tap();
    await page.keyboard.type("Sari Telepon");
    await field("Durasi (menit)").tap();
    await page.keyboard.type("60");
    await field("Price").tap();
    await page.keyboard.type("350000");
    expect(await field("Price").inputValue()).toBe("350.000");
    await field("Metode Pembayaran").selectOption({ label: "Transfer" });
    await field("Tempat Pembayaran").selectOption({ label: "BRI" });
    await screenshot(page, "phone-order-filled");
    const save = dialog.getByRole("button", { name: "Simpan" });
    const target = await save.boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(40);
    await save.tap();
    await dialog.waitFor({ state: "detached" });
    const rows = await srv.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE customer_name = 'Sari Telepon' AND price = 350000",
    );
    expect(rows[0].n).toBe(1);
    const [{ n: after }] = await srv.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders",
    );
    expect(after).toBe(before + 1);
  }, 120_000);
});
