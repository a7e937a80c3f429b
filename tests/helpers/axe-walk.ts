// The accessibility walk the a11y files share: axe-core on a route, then every button
// of its content and every cell editor of its first grid row, checking what opens and that the
// focus comes back to the opener. One walker per test file (its findings are its own).
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { navigateInApp, pageReady, settled, settledWithout, type Browser } from "./browser";
import { routesOfTable, runAxe, type AxeFinding, type RouteUnderTest } from "./axe";
import { E2E_OWNER, type RunningServer } from "./server";
import { e2eFile, signIn, type Account } from "./session";

const OPENED = ".bp6-dialog, .bp6-alert, .bp6-popover, .ag-popup-editor, .ag-cell-inline-editing";
/** Where an opened dialog, alert or popover lives (Blueprint's portals), or a cell editor. */
const OPENED_ROOTS = ".bp6-portal, .ag-popup-editor, .ag-cell-inline-editing";
/** Buttons that leave the page, download or only page/clear: nothing to open there. */
const NOT_AN_OPENER = /logout|csv|xlsx|excel|unduh|download|halaman|page|semua waktu|muat ulang/i;

/**
 * After an opener's click: what it opens is there (then settled), or the page has been still for
 * 400 ms and nothing opened — a lazily loaded dialog or popover is revealed by React's Suspense
 * up to 300 ms after its module resolved (with no request and no animation meanwhile); missed,
 * it would open during the next check and take that one's focus.
 */
async function openedOrStill(page: Page) {
  const opened = page.locator(OPENED).first();
  await Promise.race([
    opened.waitFor({ state: "attached", timeout: 10_000 }).catch(() => undefined),
    // the loser keeps running: its failure (the page moved on, 10 s of motion) must not surface
    // as an unhandled rejection
    settled(page, 10_000, 400).catch(() => undefined),
  ]);
  await settled(page);
}

async function isOpen(page: Page) {
  return (await page.locator(OPENED).count()) > 0;
}

/** Escape closes what opened; does `opener` (true when the focus is back on it) turn true? */
async function closedWithFocusBack(page: Page, opener: () => Promise<boolean>) {
  await page.keyboard.press("Escape");
  await settledWithout(page, ".bp6-dialog, .bp6-alert, .bp6-popover", 3000);
  // some openers get the focus back a moment after the popover has gone (AG Grid's filters)
  return expect
    .poll(() => opener().catch(() => false), { timeout: 2_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

/**
 * Back on the route after an opener or editor: an in-app navigation when it led to another page
 * (the app stays loaded: ~0.5 s instead of ~1.3 s for a full load); a full load when something
 * is still open or that did not bring the route back.
 */
async function backTo(page: Page, baseUrl: string, route: RouteUnderTest) {
  const here = () => new URL(page.url()).pathname === route.url;
  if (!here() && !(await isOpen(page))) await navigateInApp(page, route.url);
  if (!here() || (await isOpen(page))) {
    await page.goto(baseUrl + route.url);
    await pageReady(page);
  }
}

function reportFindings(found: { where: string; finding: AxeFinding }[], label: string) {
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

export function axeWalker(baseUrl: string) {
  const found: { where: string; finding: AxeFinding }[] = [];
  const focusLost: string[] = [];
  /** axe on the page, or only on what `within` selects (an opened dialog, popover or editor:
   * the page under it was checked when the route loaded, and axe on a whole grid page costs
   * ~0.5–1 s of CPU a time). */
  async function check(page: Page, where: string, within?: string) {
    for (const finding of await runAxe(page, within)) found.push({ where, finding });
  }

  /** Opens every button of the page's content (the first grid row's only) once, and checks what opens. */
  async function walkOpeners(page: Page, route: RouteUnderTest, seen: Set<string>) {
    const names = await page.evaluate((skip) => {
      const main = document.querySelector("main") ?? document.body;
      const buttons = [...main.querySelectorAll<HTMLElement>("button, [role=button]")].filter(
        (el) => {
          const row = el.closest(".ag-row");
          const r = el.getBoundingClientRect();
          // a disabled button opens nothing (its click waited out the 3 s timeout)
          const disabled = el.matches(":disabled, [aria-disabled=true]");
          return r.width > 0 && !disabled && (!row || row.getAttribute("row-index") === "0");
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
      await openedOrStill(page);
      if (await isOpen(page)) {
        await pageReady(page);
        const where = `${route.url} → "${name}"`;
        await check(page, where, OPENED_ROOTS);
        // icon-only buttons of dialogs speak Indonesian (Blueprint's × says 'Close')
        expect(await page.locator('.bp6-portal button[aria-label="Close"]').count()).toBe(0);
        const back = await closedWithFocusBack(page, async () => {
          // an opener that led to another page cannot get the focus back
          if (new URL(page.url()).pathname !== route.url) return true;
          return page.evaluate((label) => {
            const a = document.activeElement as HTMLElement | null;
            return (
              (a?.getAttribute("aria-label") || a?.textContent || a?.title || "").trim() === label
            );
          }, name);
        });
        if (!back) focusLost.push(where);
      }
      await backTo(page, baseUrl, route);
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
        await check(
          page,
          `${route.url} editor ${col}`,
          ".ag-popup-editor, .ag-cell-inline-editing",
        );
        await page.keyboard.press("Escape");
      }
      await backTo(page, baseUrl, route);
    }
  }

  /** Logs the findings by impact and returns the critical and serious ones. */
  const report = (label: string) => reportFindings(found, label);

  /**
   * Signs in as `account` and walks `routes`: axe on each, and with `openers` every button and
   * cell editor (each name once per walk). Fails on critical or serious findings and on a
   * dialog that does not give the focus back.
   */
  async function walkRoutes(
    page: Page,
    label: string,
    account: Account,
    routes: RouteUnderTest[],
    openers: boolean,
  ) {
    found.length = 0;
    focusLost.length = 0;
    // a button that opens a tab ('Kirim via WhatsApp' → wa.me) leaves the walk's page behind it:
    // a page in the background gets no animation frames, so every later wait for stillness ran
    // to its timeout (10 s an opener, 3 s a cell), and the tab's request to the outside kept
    // `settled` waiting. What the tab shows is not ours to check: it is closed as it opens.
    const closeTab = (tab: Page) => void tab.close().catch(() => undefined);
    page.on("popup", closeTab);
    await signIn(page.context(), baseUrl, account);
    let load = true; // the first route loads the app, signed in; the others go as its links do
    const seenButtons = new Set<string>();
    const seenCells = new Set<string>();
    const only = new RegExp(process.env.A11Y_ROUTES ?? ".");
    for (const route of routes.filter((r) => !r.public && only.test(r.url))) {
      // an admin on an owner-only screen is signed out (RULES.md S6): sign in again
      if (new URL(page.url()).pathname === "/login") {
        await signIn(page.context(), baseUrl, account);
        load = true;
      }
      if (load) {
        await page.goto(baseUrl + route.url);
        await pageReady(page);
        load = false;
      } else await navigateInApp(page, route.url);
      await check(page, `${label} ${route.url}`);
      if (openers && !(await isOpen(page))) {
        // a route that redirects (/admin → /admin/dashboard) is walked where it landed: going
        // back to the route itself after each opener redirected, missed, and loaded the app anew
        const landed = { ...route, url: new URL(page.url()).pathname };
        await walkOpeners(page, landed, seenButtons);
        await walkCellEditors(page, landed, seenCells);
      }
    }
    page.off("popup", closeTab);
    const serious = report(label);
    if (focusLost.length) console.log(`focus not returned to the opener:\n${focusLost.join("\n")}`);
    expect(serious.map((f) => `${f.finding.id} @ ${f.where}`)).toEqual([]);
    expect(focusLost).toEqual([]);
  }

  return { found, check, report, walkRoutes };
}

/** The owner's report, kas and rekap routes: one half of the owner's walk (a11y-owner-*.test.ts). */
export const OWNER_REPORT_ROUTES = /^\/admin\/(report|summary|kas|talent-rekap|admin-rekap)/;

/**
 * One half of the owner's walk as a test file's suite: its own server and browser, the routes
 * `pick` keeps, every dialog, popover and cell editor (a11y-owner-lists / -reports.test.ts).
 */
export function ownerWalkSuite(what: string, pick: (url: string) => boolean) {
  let srv: RunningServer;
  let b: Browser;
  let routes: RouteUnderTest[];
  // the walk signs in itself (walkRoutes)
  e2eFile({ seedDemo: true, as: null, browser: { bypassCSP: true } }, (f) => ({ srv, b } = f));
  beforeAll(async () => {
    routes = (await routesOfTable(srv.db)).filter((r) => pick(r.url));
  });
  it(`owner: every ${what} route, dialog, popover and cell editor`, async () => {
    expect(routes.length).toBeGreaterThan(5);
    await axeWalker(srv.url).walkRoutes(b.page, "owner", E2E_OWNER, routes, true);
  }, 900_000);
}
