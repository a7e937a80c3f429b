// Accessibility (issue 25): axe-core on every route of the route table (src/client/lib/paths.ts,
// ids from the database, so a new route is walked without editing this file) signed out, as owner
// and as admin, then every dialog, popover and cell editor the pages open: 0 critical and 0
// serious violations; moderate and minor ones are printed. Each dialog must return the focus to
// the control that opened it when Escape closes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { E2E_OWNER, startServer, type RunningServer } from "../helpers/server";
import { openBrowser, settled, signInThroughUi, type Browser } from "../helpers/browser";
import { routesOfTable, runAxe, type AxeFinding, type RouteUnderTest } from "../helpers/axe";

const ADMIN = { email: "admin1@example.com", password: "admin12345" };
const OPENED = ".bp6-dialog, .bp6-alert, .bp6-popover, .ag-popup-editor, .ag-cell-inline-editing";
/** Buttons that leave the page, download or only page/clear: nothing to open there. */
const NOT_AN_OPENER = /logout|csv|xlsx|excel|unduh|download|halaman|page|semua waktu|muat ulang/i;

let srv: RunningServer;
let b: Browser;
let routes: RouteUnderTest[];
const found: { where: string; finding: AxeFinding }[] = [];
const focusLost: string[] = [];

beforeAll(async () => {
  srv = await startServer({ seedDemo: true });
  b = await openBrowser({ bypassCSP: true });
  routes = await routesOfTable(srv.db);
});
afterAll(async () => {
  await b?.close();
  await srv?.close();
});

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page
    .locator(".page-loading, .bp6-skeleton")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
  await settled(page);
}

async function check(page: Page, where: string) {
  for (const finding of await runAxe(page)) found.push({ where, finding });
}

async function isOpen(page: Page) {
  return (await page.locator(OPENED).count()) > 0;
}

async function closeAndCheckFocus(page: Page, where: string, opener: () => Promise<boolean>) {
  await page.keyboard.press("Escape");
  await page
    .locator(".bp6-dialog, .bp6-alert, .bp6-popover")
    .first()
    .waitFor({ state: "detached", timeout: 3000 })
    .catch(() => undefined);
  await settled(page);
  // some openers get the focus back a moment after the popover has gone (AG Grid's filters)
  const back = await expect
    .poll(() => opener().catch(() => false), { timeout: 2_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!back) focusLost.push(where);
}

/** Opens every button of the page's content (the first grid row's only) once, and checks what opens. */
async function walkOpeners(page: Page, route: RouteUnderTest, seen: Set<string>) {
  const names = await page.evaluate((skip) => {
    const main = document.querySelector("main") ?? document.body;
    const buttons = [...main.querySelectorAll<HTMLElement>("button, [role=button]")].filter(
      (el) => {
        const row = el.closest(".ag-row");
        const r = el.getBoundingClientRect();
        return r.width > 0 && (!row || row.getAttribute("row-index") === "0");
      },
    );
    const label = (el: HTMLElement) =>
      (el.getAttribute("aria-label") || el.textContent || el.title || "").trim();
    return [...new Set(buttons.map(label))].filter((n) => n && !new RegExp(skip, "i").test(n));
  }, NOT_AN_OPENER.source);
  for (const name of names) {
    const key = name;
    if (seen.has(key)) continue;
    seen.add(key);
    const button = page.locator("main").getByRole("button", { name, exact: true }).first();
    if (!(await button.isVisible().catch(() => false))) continue;
    await button.click({ timeout: 3000 }).catch(() => undefined);
    // whatever the click opens is there once the page has been still for 400 ms: a lazily
    // loaded dialog or popover is revealed by React's Suspense up to 300 ms after its module
    // resolved (with no request and no animation meanwhile); missed, it would open during the
    // next check and take that one's focus
    await settled(page, 10_000, 400);
    if (await isOpen(page)) {
      await settle(page);
      const where = `${route.url} → "${name}"`;
      await check(page, where);
      // icon-only buttons of dialogs speak Indonesian (Blueprint's × says 'Close')
      expect(await page.locator('.bp6-portal button[aria-label="Close"]').count()).toBe(0);
      await closeAndCheckFocus(page, where, async () => {
        // an opener that led to another page cannot get the focus back
        if (new URL(page.url()).pathname !== route.url) return true;
        return page.evaluate((label) => {
          const a = document.activeElement as HTMLElement | null;
          return (
            (a?.getAttribute("aria-label") || a?.textContent || a?.title || "").trim() === label
          );
        }, name);
      });
    }
    if (new URL(page.url()).pathname !== route.url || (await isOpen(page))) {
      await page.goto(srv.url + route.url);
      await settle(page);
    }
  }
}

/** Double-clicks each cell of the first grid row once: an editor that opens is checked. */
async function walkCellEditors(page: Page, route: RouteUnderTest, seen: Set<string>) {
  const cols = await page
    .locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell')
    .evaluateAll((cells) => [...new Set(cells.map((c) => c.getAttribute("col-id") ?? ""))]);
  for (const col of cols) {
    const key = col;
    if (!col || seen.has(key)) continue;
    seen.add(key);
    const cell = page.locator(`.ag-row[row-index="0"] .ag-cell[col-id="${col}"]`).first();
    await cell.dblclick({ timeout: 3000 }).catch(() => undefined);
    await settled(page);
    if (await page.locator(".ag-popup-editor, .ag-cell-inline-editing").count()) {
      await check(page, `${route.url} editor ${col}`);
      await page.keyboard.press("Escape");
    }
    if (new URL(page.url()).pathname !== route.url || (await isOpen(page))) {
      await page.goto(srv.url + route.url);
      await settle(page);
    }
  }
}

function report(label: string) {
  const serious = found.filter((f) => ["critical", "serious"].includes(f.finding.impact));
  const lines = found.map(
    (f) =>
      `[${f.finding.impact}] ${f.finding.id} — ${f.finding.help} @ ${f.where}: ${f.finding.targets.join(" | ")}`,
  );
  const byImpact: Record<string, number> = {};
  for (const f of found) byImpact[f.finding.impact] = (byImpact[f.finding.impact] ?? 0) + 1;
  console.log(
    `axe ${label}: ${
      Object.entries(byImpact)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ") || "no violations"
    }\n${lines.join("\n")}`,
  );
  return serious;
}

describe("accessibility (axe-core)", () => {
  it("signed out: the public routes", async () => {
    found.length = 0;
    for (const route of routes.filter((r) => r.public)) {
      await b.page.goto(srv.url + route.url);
      await settle(b.page);
      await check(b.page, `anon ${route.url}`);
    }
    expect(report("signed out").map((f) => `${f.finding.id} @ ${f.where}`)).toEqual([]);
  }, 300_000);

  it("skip link, and the grid right after the toolbar's search and column buttons", async () => {
    const page = b.page;
    await signInThroughUi(page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    await page.goto(`${srv.url}/admin/orders`);
    await settle(page);
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

  for (const [role, account] of [
    ["owner", E2E_OWNER],
    ["admin", ADMIN],
  ] as const) {
    it(`${role}: every route, dialog, popover and cell editor`, async () => {
      found.length = 0;
      focusLost.length = 0;
      const ctx = await openBrowser({ bypassCSP: true });
      try {
        const page = ctx.page;
        await signInThroughUi(page, srv.url, account.email, account.password);
        const seenButtons = new Set<string>();
        const seenCells = new Set<string>();
        const only = new RegExp(process.env.A11Y_ROUTES ?? ".");
        for (const route of routes.filter((r) => !r.public && only.test(r.url))) {
          // an admin on an owner-only screen is signed out (RULES.md S6): sign in again
          if (new URL(page.url()).pathname === "/login")
            await signInThroughUi(page, srv.url, account.email, account.password);
          await page.goto(srv.url + route.url);
          await settle(page);
          await check(page, `${role} ${route.url}`);
          if (role === "owner" && !(await isOpen(page))) {
            await walkOpeners(page, route, seenButtons);
            await walkCellEditors(page, route, seenCells);
          }
        }
        const serious = report(role);
        if (focusLost.length)
          console.log(`focus not returned to the opener:\n${focusLost.join("\n")}`);
        expect(serious.map((f) => `${f.finding.id} @ ${f.where}`)).toEqual([]);
        expect(focusLost).toEqual([]);
      } finally {
        await ctx.close();
      }
    }, 900_000);
  }
});
