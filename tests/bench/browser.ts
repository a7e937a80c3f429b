// `npm run bench:browser [-- --runs 5] [--label after]`: browser speed of the built app.
// Debian's Chromium (playwright-core) against the real server on a fresh PGlite with the demo
// data (tests/helpers/server.ts; E2E_CLIENT_DIR picks another build, e.g. main's, to compare).
// Per route: JS and CSS bytes (gzip of what the browser downloaded on a cold load), first
// contentful paint and grid rows visible on a cold load (empty HTTP cache, signed in), page
// change (sidebar click → the new grid's rows), and sign-in click → shell and → figures (cards
// and rows) — at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate), medians of N runs.
// Every timing is taken in the page (performance.now(), a MutationObserver, then the next
// animation frame ≈ the paint). Results: a table on stdout and .bench/browser-<label>.json.
// `--routes orders,analysis` measures only the grid routes whose path holds one of the words (and
// skips the sign-in and page-change timings), to compare two routes within the same run.
// `--network 10` takes every timing on an emulated 10 Mbit/s line with 40 ms round trips (CDP),
// where the bytes on the wire count; `--rates 1` only at 1× CPU.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import { bytesBefore, fcp, median, newPage, waitInPage, type Link } from "./chromium";
import { E2E_OWNER, startServer } from "../helpers/server";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const RUNS = Number(arg("runs", "5"));
const LABEL = arg("label", "current");
const RATES = arg("rates", "1,4").split(",").map(Number);
/** `--network 10`: every timing on a 10 Mbit/s line with 40 ms round trips (default: localhost). */
const LINK: Link | undefined = process.argv.includes("--network")
  ? { mbps: Number(arg("network", "10")), rttMs: 40 }
  : undefined;
/** `--files`: list every JS and CSS file counted in the bytes (with `--runs 0`: bytes only). */
const FILES = process.argv.includes("--files");

/**
 * Grid routes, the grid whose rows mean "the page is there", the list call whose start is
 * recorded (the profile showed it leaving late), and whether the pinned totals must show too.
 */
const ALL_ROUTES = [
  { path: "/admin/dashboard", grid: "Order Terbaru", call: "/api/order/orders" },
  { path: "/admin/orders", grid: "Daftar order", call: "/api/order/orders", pinned: true },
  { path: "/admin/services", grid: "Daftar service", call: "/api/services/getServices" },
  { path: "/admin/talent", grid: "Daftar talent", call: "/api/talent/getAllTalents" },
  {
    path: "/admin/talent/categories",
    grid: "Daftar kategori talent",
    call: "/api/talentCategories/getAllCategories",
  },
  { path: "/admin/users", grid: "Daftar user", call: "/api/users/getUsers" },
  { path: "/admin/analysis", grid: "Analisis", call: "/api/analysis/pivot", pinned: true },
  {
    path: "/admin/report/talent/1",
    grid: "Order talent",
    call: "/api/order/talent/",
    pinned: true,
  },
];
/** `--routes a,b`: only the routes whose path holds one of the words; sign-in then skipped. */
const ONLY = process.argv.includes("--routes") ? arg("routes", "").split(",") : undefined;
const ROUTES = ONLY ? ALL_ROUTES.filter((r) => ONLY.some((w) => r.path.includes(w))) : ALL_ROUTES;
// rows visible: the first row drawn, by the plain first-paint table (PlainGrid) or by AG Grid
const rowsSel = (grid: string) =>
  `section[aria-label="${grid}"] :is(.ag-row[row-index="0"], .kt-plain-row[data-index="0"])`;
const pinnedSel = (grid: string) =>
  `section[aria-label="${grid}"] :is(.ag-row-pinned, .kt-plain-row--pinned)`;
/** AG Grid in place of the plain table: the rows can be clicked, edited and copied. */
const agGridSel = (grid: string) =>
  `section[aria-label="${grid}"] .ag-row[row-index="0"]:not(.kt-grid-stage *)`;

/** In the page: when (ms from navigation) the first request whose URL holds `part` started. */
const callStart = (page: Page, part: string) =>
  page.evaluate(
    (part) =>
      performance
        .getEntriesByType("resource")
        .find((e) => e.name.includes(part) && !e.name.includes("/assets/"))?.startTime ?? NaN,
    part,
  );
const FIGURES_SEL = ["total-orders", "total-talent", "total-admin"]
  .map((id) => `[data-testid="${id}"][aria-busy="false"]`)
  .join(",");

/**
 * The sign-in form filled as a user who takes a moment to type: the click comes once the
 * dashboard's code (preloaded while the form waits) is in and the page is idle. Waiting for the
 * network to go quiet was not that: a page whose own calls ended sooner went quiet before the
 * preload had even started, and the click then measured the preload.
 */
async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(E2E_OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_OWNER.password);
  // the dashboard's code and AG Grid (its own chunk since the plain first page; a build from
  // before has it in the server-grid chunk)
  await page.waitForFunction(() => {
    const done = (e: PerformanceEntry) => (e as PerformanceResourceTiming).responseEnd > 0;
    const files = performance.getEntriesByType("resource");
    const dashboard = [/\/DashboardPage-[\w-]+\.js$/, /\/server-grid-[\w-]+\.js$/].every((chunk) =>
      files.some((e) => chunk.test(e.name) && done(e)),
    );
    return dashboard && files.filter((e) => /\/ag-grid-[\w-]+\.js$/.test(e.name)).every(done);
  });
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
}

async function main() {
  const server = await startServer({ seedDemo: true });
  const base = server.url;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const result: Record<string, unknown> = {
    label: LABEL,
    runs: RUNS,
    link: LINK ?? "localhost",
    date: new Date().toISOString(),
  };
  try {
    const bytes: Record<string, { js: number; css: number; files: number; wire: number }> = {};
    if (!ONLY)
      bytes["/login"] = await bytesBefore(browser, base, "/login", false, "#login-email", FILES);
    for (const r of ROUTES) {
      bytes[r.path] = await bytesBefore(browser, base, r.path, true, rowsSel(r.grid), FILES);
    }
    result.bytes = bytes;

    const timings: Record<string, Record<string, number[]>> = {};
    const add = (rate: number, key: string, v: number) => {
      ((timings[`${rate}x`] ??= {})[key] ??= []).push(Math.round(v));
    };
    for (let run = 0; run < RUNS; run++) {
      for (const rate of RATES) {
        // Sign-in: the form filled (the dashboard code preloads while it waits), then the click.
        if (!ONLY) {
          const { context, page } = await newPage(browser, rate, undefined, undefined, LINK);
          await signIn(page, base);
          add(rate, "/login first paint", await fcp(page));
          const [shell, figures, rows] = await waitInPage(
            page,
            ['[data-testid="topbar-username"]', FIGURES_SEL, rowsSel("Order Terbaru")],
            'button[type="submit"]',
          );
          add(rate, "sign-in → shell", shell);
          add(rate, "sign-in → figures+rows", Math.max(figures, rows));
          // Page change: sidebar click → the next list's rows.
          add(
            rate,
            "page change (→ /admin/talent)",
            (await waitInPage(page, [rowsSel("Daftar talent")], 'a[href="/admin/talent"]'))[0],
          );
          add(
            rate,
            "page change (→ /admin/services)",
            (await waitInPage(page, [rowsSel("Daftar service")], 'a[href="/admin/services"]'))[0],
          );
          await context.close();
        }
        // Cold loads of each grid route, signed in; every other run in reverse order, so that
        // no route always goes first (two routes compared within a run share the load).
        for (const r of run % 2 ? [...ROUTES].reverse() : ROUTES) {
          const { context, page } = await newPage(browser, rate, base, undefined, LINK);
          await page.goto(`${base}${r.path}`, { waitUntil: "commit" });
          const [grid, ...shown] = await waitInPage(
            page,
            r.pinned
              ? [agGridSel(r.grid), rowsSel(r.grid), pinnedSel(r.grid)]
              : [agGridSel(r.grid), rowsSel(r.grid)],
          );
          add(rate, `${r.path} first paint`, await fcp(page));
          add(
            rate,
            `${r.path} rows visible${r.pinned ? " (+ pinned totals)" : ""}`,
            Math.max(...shown),
          );
          add(rate, `${r.path} AG Grid in place`, grid);
          add(rate, `${r.path} list call leaves`, await callStart(page, r.call));
          await context.close();
        }
      }
      process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
    }
    const medians: Record<string, Record<string, number>> = {};
    for (const [rate, byKey] of Object.entries(timings)) {
      medians[rate] = Object.fromEntries(Object.entries(byKey).map(([k, v]) => [k, median(v)]));
    }
    result.medians = medians;
    result.samples = timings;

    console.log(`\nbytes (gzip, cold load) — ${LABEL}`);
    for (const [path, b] of Object.entries(bytes)) {
      console.log(
        `  ${path.padEnd(28)} JS ${(b.js / 1000).toFixed(1).padStart(6)} KB in ${String(b.files).padStart(2)} files   CSS ${(b.css / 1000).toFixed(1).padStart(5)} KB   on the wire ${(b.wire / 1000).toFixed(1).padStart(7)} KB`,
      );
    }
    if (!RUNS) return;
    console.log(
      `\nmedians of ${RUNS} (ms)${LINK ? `, ${LINK.mbps} Mbit/s, ${LINK.rttMs} ms RTT` : ""}`.padEnd(
        48,
      ),
      RATES.map((r) => `${r}× CPU`.padStart(9)).join(""),
    );
    for (const key of Object.keys(medians["1x"])) {
      console.log(
        `  ${key.padEnd(46)}`,
        RATES.map((r) => String(medians[`${r}x`][key]).padStart(9)).join(""),
      );
    }
    mkdirSync(".bench", { recursive: true });
    writeFileSync(`.bench/browser-${LABEL}.json`, JSON.stringify(result, null, 2) + "\n");
    console.log(`\n.bench/browser-${LABEL}.json`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
