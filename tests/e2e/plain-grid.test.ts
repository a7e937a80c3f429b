// A grid's first page is painted as a plain table (components/server-grid/first-paint/PlainGrid.tsx)
// before AG Grid has loaded, and AG Grid takes its place without anything moving: on every grid
// route of the route table, light and dark, on a 1440 px desktop and a 390 px phone. In Chromium
// against the real server on the demo data; AG Grid's chunk is held back by the test, so the
// plain table can be looked at, then let through.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { apiTraffic, openBrowser, screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { routesOfTable, type RouteUnderTest } from "../helpers/axe";
import { paths } from "../../src/client/lib/paths";

const AG_CHUNK = /\/assets\/ag-grid-[\w-]+\.js$/;

let srv: RunningServer;
let b: Browser;
e2eFile({ seedDemo: true }, (f) => ({ srv, b } = f));

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

// ---- every grid route × light / dark × 1440 / 390 px ----

type RouteName = keyof typeof paths;
/**
 * The route table's routes whose page draws no grid on its first view: public pages, the
 * redirect, forms, the dialogs over a list (their list is measured at its own URL) and the weekly
 * report (period cards; its grid view is a toggle away). Every other route draws at least
 * one grid and is measured; a route added to paths.ts is measured unless it is named here.
 */
const NO_GRID = new Set<RouteName>([
  "landing",
  "login",
  "forgotPassword",
  "resetPassword",
  "admin",
  "profile",
  "createUser",
  "servicesAdd",
  "servicesAddSub",
  "servicesEdit",
  "talentsAdd",
  "talentsEdit",
  "categoriesAdd",
  "categoriesEdit",
  "ordersAdd",
  "ordersEdit",
  "weekly",
]);
/** Looked at by a person at 390 px, both themes, before and after AG Grid takes over. */
const SHOTS = new Set<RouteName>(["orders", "users", "categories", "adminsOrdersSummary"]);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
type Kind = "plain" | "ag";

/**
 * What a person sees of each grid of the page, relative to its section: its height, the header's
 * box, the columns in view (id, x, width; in screen order), the rows in view (top, height; pinned
 * rows marked) and the colours painted (background, header, first two rows, text, border).
 */
function gridsOf(page: Page, kind: Kind) {
  return page.evaluate((kind) => {
    const sel =
      kind === "plain"
        ? {
            grid: ".kt-plain",
            head: ".kt-plain-header",
            hcell: ".kt-plain-hcell",
            id: "data-col",
            row: ".kt-plain-row",
            pinned: "kt-plain-row--pinned",
            index: "data-index",
            cell: ".kt-plain-cell",
          }
        : {
            grid: ".ag-root-wrapper",
            head: ".ag-header",
            hcell: ".ag-header-cell",
            id: "col-id",
            row: ".ag-row",
            pinned: "ag-row-pinned",
            index: "row-index",
            cell: ".ag-cell",
          };
    const canvas = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    })!;
    /** A CSS colour as the rgba bytes it paints (color-mix, rgb(), hex alike). */
    const rgba = (c: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = c;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data].join(",");
    };
    /** The background a person sees behind an element (the first ancestor that paints one). */
    const backdrop = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (rgba(bg).split(",")[3] !== "0") return rgba(bg);
      }
      return "none";
    };
    return [...document.querySelectorAll<HTMLElement>("section.kt-server-grid")].map((section) => {
      const top = section.getBoundingClientRect();
      // AG Grid's pinned sides lie over the scrolling columns (sticky), not beside them
      const covers = (el: Element) =>
        [...(el.closest(".ag-header-row, .ag-row")?.children ?? [])]
          .filter((c) => /ag-grid-pinned-(left|right)-cells/.test(c.className) && !c.contains(el))
          .map((c) => c.getBoundingClientRect())
          .filter((r) => r.width > 0);
      /** Whether a person sees part of `el`: not clipped by an ancestor, not covered. */
      const seen = (el: Element) => {
        let { left, right, top: t, bottom } = el.getBoundingClientRect();
        for (let e = el.parentElement; e && e !== section; e = e.parentElement) {
          const st = getComputedStyle(e);
          const r = e.getBoundingClientRect();
          if (st.overflowX !== "visible") {
            left = Math.max(left, r.left);
            right = Math.min(right, r.right);
          }
          if (st.overflowY !== "visible") {
            t = Math.max(t, r.top);
            bottom = Math.min(bottom, r.bottom);
          }
        }
        for (const c of covers(el)) {
          if (c.left <= left) left = Math.max(left, c.right);
          if (c.right >= right) right = Math.min(right, c.left);
        }
        return right - left >= 1 && bottom - t >= 1;
      };
      const x = (r: DOMRect) => Math.round(r.left - top.left);
      const y = (r: DOMRect) => Math.round(r.top - top.top);
      const grid = section.querySelector(sel.grid);
      const head = section.querySelector(sel.head)?.getBoundingClientRect();
      const columns = [...section.querySelectorAll(sel.hcell)]
        .filter(seen)
        .map((h) => {
          const r = h.getBoundingClientRect();
          return `${h.getAttribute(sel.id)}@${x(r)}+${Math.round(r.width)}`;
        })
        .sort(
          (a, b) => Number(a.split("@")[1].split("+")[0]) - Number(b.split("@")[1].split("+")[0]),
        );
      const rows = [...section.querySelectorAll(sel.row)].filter(seen).map((row) => {
        const r = row.getBoundingClientRect();
        return `${row.classList.contains(sel.pinned) ? "total " : ""}${y(r)}+${Math.round(r.height)}`;
      });
      const row = (i: number) =>
        section.querySelector(`${sel.row}:not(.${sel.pinned})[${sel.index}="${i}"]`);
      const firstCell = row(0)?.querySelector(sel.cell) ?? null;
      return {
        label: section.getAttribute("aria-label"),
        height: Math.round(top.height),
        header: head ? `${y(head)}+${Math.round(head.height)}` : null,
        columns,
        rows: [...new Set(rows)].sort(
          (a, b) => parseInt(a.replace("total ", "")) - parseInt(b.replace("total ", "")),
        ),
        colours: {
          grid: backdrop(grid),
          border: grid ? rgba(getComputedStyle(grid).borderTopColor) : null,
          header: backdrop(section.querySelector(sel.hcell)),
          row0: backdrop(row(0)),
          row1: backdrop(row(1)),
          text: firstCell ? rgba(getComputedStyle(firstCell).color) : null,
        },
      };
    });
  }, kind);
}
type Grids = Awaited<ReturnType<typeof gridsOf>>;

/** A frame's worth of layout work: the grids' resize observers and React's commit. */
const frames = (page: Page, n = 3) =>
  page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (k: number) => (k ? requestAnimationFrame(() => step(k - 1)) : done());
        step(n);
      }),
    n,
  );

/** The grids of `kind` measured once they stand still (the same twice in a row). */
async function standing(page: Page, kind: Kind): Promise<Grids> {
  let last = "";
  for (let i = 0; i < 40; i++) {
    await frames(page);
    const now = await gridsOf(page, kind);
    if (JSON.stringify(now) === last) return now;
    last = JSON.stringify(now);
  }
  throw new Error(`the ${kind} grids did not stand still`);
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((t) => document.body.dataset.agThemeMode === t, theme);
}

/** Every grid on the page is drawn by `kind` and done loading; no call in flight. */
async function drawnBy(page: Page, kind: Kind, api: ReturnType<typeof apiTraffic>) {
  const done = () =>
    page.waitForFunction((kind) => {
      const sections = [...document.querySelectorAll("section.kt-server-grid")];
      return (
        sections.length > 0 &&
        sections.every((s) =>
          kind === "plain"
            ? s.querySelector(".kt-plain") &&
              !s.querySelector('.kt-plain-empty[data-state="loading"]')
            : !s.querySelector(".kt-plain") &&
              s.querySelector(".kt-grid-frame > :not(.kt-grid-stage) .ag-root-wrapper") &&
              !s.querySelector(".ag-overlay-loading-center"),
        )
      );
    }, kind);
  await done();
  await api.idle();
  await done();
}

let routes: RouteUnderTest[] = [];
beforeAll(async () => {
  routes = (await routesOfTable(srv.db)).filter((r) => {
    const name = Object.entries(paths).find(([, p]) => p.pattern === r.pattern)![0];
    return !NO_GRID.has(name as RouteName);
  });
});

/** The grids as `kind` draws them at 390 px light and dark, then 1440 px dark and light. */
async function fourViews(page: Page, kind: Kind, shot: (what: string) => Promise<void>) {
  const seen: Record<string, Grids> = {};
  seen["390 light"] = await standing(page, kind);
  await shot(`390-light-${kind}`);
  await setTheme(page, "dark");
  seen["390 dark"] = await standing(page, kind);
  await shot(`390-dark-${kind}`);
  await page.setViewportSize(DESKTOP);
  seen["1440 dark"] = await standing(page, kind);
  await setTheme(page, "light");
  seen["1440 light"] = await standing(page, kind);
  return seen;
}

/**
 * Loads `url` on a phone with AG Grid held back, measures the plain table in four views, lets
 * AG Grid in and measures it the same way: every grid of the first paint is where it was.
 */
async function takeOver(url: string, shots?: string) {
  const page = await b.newPage();
  const shot = async (what: string) => {
    if (shots) await screenshot(page, `plain-grid-${shots}-${what}`);
  };
  try {
    const api = apiTraffic(page);
    const ag = await holdAgGrid(page);
    // a phone loads the page: its first paint and AG Grid's take-over are both at 390 px
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(srv.url + url);
    await drawnBy(page, "plain", api);
    const plain = await fourViews(page, "plain", shot);

    await page.setViewportSize(PHONE);
    await standing(page, "plain");
    ag.release();
    await drawnBy(page, "ag", api);
    const after = await fourViews(page, "ag", shot);

    expect(plain["390 light"].length, "grids on the page").toBeGreaterThan(0);
    // every case at once, so one run shows every difference; a section that mounts after
    // the first rows (the payout ledger under a report: client/lib/page-sections.ts, loaded
    // when idle) is drawn by AG Grid from the start and has no plain table to match
    const cases = Object.keys(plain).map((c) => ({ case: c, grids: plain[c] }));
    const firstPaint = (c: string) =>
      after[c].filter((g) => plain[c].some((p) => p.label === g.label));
    expect(Object.keys(after).map((c) => ({ case: c, grids: firstPaint(c) }))).toEqual(cases);
    return plain;
  } finally {
    await page.close();
  }
}

describe("every grid route: the plain table where AG Grid draws, light and dark, desktop and phone", () => {
  it("lists the grid routes of the route table", () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
  });
  for (const name of Object.keys(paths) as RouteName[]) {
    if (NO_GRID.has(name)) continue;
    it(`${name}: nothing moves or changes colour when AG Grid takes over`, async () => {
      const route = routes.find((r) => r.pattern === paths[name].pattern)!;
      await takeOver(route.url, SHOTS.has(name) ? name : undefined);
    }, 60_000);
  }

  it("a month with more rows than its 500 px: the totals stay at the grid's foot over the rows", async () => {
    // the busiest admin month of the demo data, so the rows overflow whatever today's date is
    const [busiest] = await srv.db.query<{ admin_id: number; month: string; n: number }>(
      `SELECT user_id AS admin_id, to_char(date, 'YYYY-MM') AS month, count(*)::int AS n FROM orders
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
    );
    // 500 px hold the filter header, 11 rows and the two totals
    expect(busiest.n).toBeGreaterThan(12);
    const url = `${paths.adminRekap.build({ id: busiest.admin_id })}?${new URLSearchParams({ month: busiest.month })}`;
    const plain = await takeOver(url, "adminRekap-overflow");
    const rows = plain["390 light"][0].rows;
    const totals = rows.filter((r) => r.startsWith("total ")).map((r) => parseInt(r.slice(6)));
    expect(totals, "both totals in view").toHaveLength(2);
    const under = rows.filter((r) => !r.startsWith("total ") && parseInt(r) > totals[0]);
    expect(under.length, "rows run on under the totals").toBeGreaterThan(0);
  }, 60_000);
});
