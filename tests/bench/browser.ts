// `npm run bench:browser [-- --runs 5] [--label after] [--peer http://127.0.0.1:4173]`: browser
// speed of the built app. Debian's Chromium (playwright-core) against the real server on a fresh
// PGlite with the demo data (tests/helpers/server.ts; E2E_CLIENT_DIR picks another build, e.g.
// main's, to compare). Per route: JS and CSS bytes (gzip of what the browser downloaded on a cold
// load), first contentful paint, rows visible and AG Grid in place on a cold load (empty HTTP
// cache, signed in) and again warm (the same URL loaded once more), page change (sidebar click →
// the new grid's rows), and sign-in click → the login call's answer, → shell and → figures (cards
// and rows) — at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate), medians of N runs.
// `--peer <url>`: react-admin's demo served there (tests/bench/peer.ts says how to build it) is
// measured in the same runs, interleaved with ours (each run in the other order), and the ratios
// ours ÷ peer are printed beside.
// Every timing is taken in the page (performance.now(), a MutationObserver, then the next
// animation frame ≈ the paint). Results: a table on stdout and .bench/browser-<label>.json.
// `--routes orders,analysis` measures only the grid routes whose path holds one of the words (a
// word starting with "/" names one path exactly);
// `--no-sign-in` skips the sign-in and page-change timings.
// `--network 10` takes every timing on an emulated 10 Mbit/s line with 40 ms round trips (CDP),
// where the bytes on the wire count; `--rates 1` only at 1× CPU.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import {
  bytesBefore,
  fcp,
  median,
  newPage,
  waitInPage,
  type BenchApp,
  type BenchRoute,
  type Link,
} from "./chromium";
import { E2E_OWNER, startServer } from "../helpers/server";
import { peerApp } from "./peer";

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
/** `--routes a,b`: only the routes whose path holds one of the words. */
const ONLY = process.argv.includes("--routes") ? arg("routes", "").split(",") : undefined;
// a word starting with "/" names one path exactly
const picked = (path: string) =>
  ONLY!.some((w) => (w.startsWith("/") ? path === w : path.includes(w)));
const ROUTES = ONLY ? ALL_ROUTES.filter((r) => picked(r.path)) : ALL_ROUTES;
const SIGN_IN = !process.argv.includes("--no-sign-in");
/** `--peer url[,url]`: peers measured beside us ("peer ", "peer2 " … before their figures). */
const PEERS = arg("peer", "").split(",").filter(Boolean);
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

/** Our app as the bench drives it: signed in through the API, the demo owner's sign-in form. */
function ourApp(base: string): BenchApp {
  return {
    prefix: "",
    base,
    open: (browser, rate, link) => newPage(browser, rate, base, undefined, link),
    fillSignIn: (page) => signIn(page, base),
    submit: 'button[type="submit"]',
    shell: '[data-testid="topbar-username"]',
    figures: [FIGURES_SEL, rowsSel("Order Terbaru")],
    loginCall: "/api/users/login",
    routes: ROUTES.map((r) => ({
      path: r.path,
      rows: rowsSel(r.grid),
      inPlace: agGridSel(r.grid),
      pinned: r.pinned ? pinnedSel(r.grid) : undefined,
      call: r.call,
    })),
  };
}

type Add = (key: string, v: number) => void;

/** In the page: ms from the last click until the answer of the request whose URL holds `part`. */
const answeredAfterClick = (page: Page, part: string) =>
  page.evaluate((part) => {
    const e = performance.getEntriesByType("resource").find((e) => e.name.includes(part)) as
      PerformanceResourceTiming | undefined;
    return e ? e.responseEnd - (globalThis as { clickAt?: number }).clickAt! : NaN;
  }, part);

/** Sign-in click → the login call's answer, the shell, the figures and rows; our page changes. */
async function timeSignIn(browser: Browser, app: BenchApp, rate: number, add: Add) {
  const { context, page } = await newPage(browser, rate, undefined, undefined, LINK);
  await app.fillSignIn(page);
  add(`${app.prefix}/login first paint`, await fcp(page));
  await page.evaluate(() =>
    addEventListener(
      "click",
      () => ((globalThis as { clickAt?: number }).clickAt = performance.now()),
      {
        capture: true,
        once: true,
      },
    ),
  );
  const [shell, ...figures] = await waitInPage(page, [app.shell, ...app.figures], app.submit);
  add(`${app.prefix}sign-in → shell`, shell);
  add(`${app.prefix}sign-in → figures+rows`, Math.max(...figures));
  if (app.loginCall)
    add(
      `${app.prefix}sign-in → login call answered`,
      await answeredAfterClick(page, app.loginCall),
    );
  if (!app.prefix) {
    // Page change: sidebar click → the next list's rows.
    const change = async (path: string, grid: string) =>
      (await waitInPage(page, [rowsSel(grid)], `a[href="${path}"]`))[0];
    add("page change (→ /admin/talent)", await change("/admin/talent", "Daftar talent"));
    add("page change (→ /admin/services)", await change("/admin/services", "Daftar service"));
  }
  await context.close();
}

/** A cold load of the route (empty cache, signed in), then the same URL again: warm. */
async function timeRoute(browser: Browser, app: BenchApp, r: BenchRoute, rate: number, add: Add) {
  const { context, page } = await app.open(browser, rate, LINK);
  const name = `${app.prefix}${r.path}`;
  for (const visit of ["", " (warm)"]) {
    // warm: a reload (a goto to the same URL with a #hash would not load the page again)
    if (visit) await page.reload({ waitUntil: "commit" });
    else await page.goto(`${app.base}${r.path}`, { waitUntil: "commit" });
    const [grid, ...shown] = await waitInPage(page, [
      r.inPlace ?? r.rows,
      r.rows,
      ...(r.pinned ? [r.pinned] : []),
    ]);
    add(`${name} rows visible${r.pinned ? " (+ pinned totals)" : ""}${visit}`, Math.max(...shown));
    if (r.inPlace) add(`${name} AG Grid in place${visit}`, grid);
    if (visit) continue;
    add(`${name} first paint`, await fcp(page));
    if (r.call) add(`${name} list call leaves`, await callStart(page, r.call));
  }
  await context.close();
}

/** One run at one rate: each app's sign-in, then its routes; `reverse` flips every order. */
async function timeRun(
  browser: Browser,
  apps: BenchApp[],
  rate: number,
  reverse: boolean,
  add: Add,
) {
  const flip = <T>(xs: T[]) => (reverse ? [...xs].reverse() : xs);
  for (const app of flip(apps)) {
    if (SIGN_IN) await timeSignIn(browser, app, rate, add);
    // every other run in reverse order, so that no route always goes first (two routes compared
    // within a run share the load)
    for (const r of flip(app.routes)) await timeRoute(browser, app, r, rate, add);
  }
}

async function main() {
  const server = await startServer({ seedDemo: true });
  const peers = PEERS.map((url, i) => peerApp(url, i ? `peer${i + 1} ` : "peer "));
  const apps = [ourApp(server.url), ...peers];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const result: Record<string, unknown> = {
    label: LABEL,
    runs: RUNS,
    link: LINK ?? "localhost",
    peers: PEERS,
    date: new Date().toISOString(),
  };
  try {
    result.bytes = await measureBytes(browser, server.url);
    printBytes(result.bytes as Bytes);
    const timings: Record<string, Record<string, number[]>> = {};
    for (let run = 0; run < RUNS; run++) {
      for (const rate of RATES) {
        const add: Add = (key, v) => ((timings[`${rate}x`] ??= {})[key] ??= []).push(Math.round(v));
        await timeRun(browser, apps, rate, run % 2 === 1, add);
      }
      process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
    }
    if (!RUNS) return;
    const medians: Record<string, Record<string, number>> = {};
    for (const [rate, byKey] of Object.entries(timings)) {
      medians[rate] = Object.fromEntries(Object.entries(byKey).map(([k, v]) => [k, median(v)]));
    }
    result.medians = medians;
    result.samples = timings;
    printMedians(medians);
    result.ratios = Object.fromEntries(peers.map((p) => [p.base, printRatios(medians, p)]));
    mkdirSync(".bench", { recursive: true });
    writeFileSync(`.bench/browser-${LABEL}.json`, JSON.stringify(result, null, 2) + "\n");
    console.log(`\n.bench/browser-${LABEL}.json`);
  } finally {
    await browser.close();
    await server.close();
  }
}

type Bytes = Record<string, { js: number; css: number; files: number; wire: number }>;

async function measureBytes(browser: Browser, base: string): Promise<Bytes> {
  const bytes: Bytes = {};
  if (SIGN_IN)
    bytes["/login"] = await bytesBefore(browser, base, "/login", false, "#login-email", FILES);
  for (const r of ROUTES) {
    bytes[r.path] = await bytesBefore(browser, base, r.path, true, rowsSel(r.grid), FILES);
  }
  return bytes;
}

function printBytes(bytes: Bytes) {
  const kb = (n: number, w: number) => (n / 1000).toFixed(1).padStart(w);
  console.log(`\nbytes (gzip, cold load) — ${LABEL}`);
  for (const [path, b] of Object.entries(bytes)) {
    console.log(
      `  ${path.padEnd(28)} JS ${kb(b.js, 6)} KB in ${String(b.files).padStart(2)} files   CSS ${kb(b.css, 5)} KB   on the wire ${kb(b.wire, 7)} KB`,
    );
  }
}

function printMedians(medians: Record<string, Record<string, number>>) {
  console.log(
    `\nmedians of ${RUNS} (ms)${LINK ? `, ${LINK.mbps} Mbit/s, ${LINK.rttMs} ms RTT` : ""}`.padEnd(
      48,
    ),
    RATES.map((r) => `${r}× CPU`.padStart(9)).join(""),
  );
  for (const key of Object.keys(medians[`${RATES[0]}x`])) {
    console.log(
      `  ${key.padEnd(46)}`,
      RATES.map((r) => String(medians[`${r}x`][key]).padStart(9)).join(""),
    );
  }
}

/**
 * Ours ÷ the peer's, per rate: each paired route's rows visible and AG Grid in place (cold and
 * warm) against the peer's rows visible, and the sign-in figures; also our shell less our login
 * call's answer (the target: ≤ 50 ms).
 */
function printRatios(medians: Record<string, Record<string, number>>, peer: BenchApp) {
  const pairs: [string, string, string][] = [];
  for (const r of peer.routes.filter((r) => r.pair)) {
    const ours = ROUTES.find((o) => o.path === r.pair);
    if (!ours) continue;
    const rows = `${r.pair} rows visible${ours.pinned ? " (+ pinned totals)" : ""}`;
    for (const visit of ["", " (warm)"]) {
      const theirs = `${peer.prefix}${r.path} rows visible${visit}`;
      pairs.push([`${r.pair} rows visible${visit}`, rows + visit, theirs]);
      pairs.push([
        `${r.pair} AG Grid in place${visit}`,
        `${r.pair} AG Grid in place${visit}`,
        theirs,
      ]);
    }
  }
  if (SIGN_IN)
    for (const k of ["sign-in → shell", "sign-in → figures+rows"])
      pairs.push([k, k, `${peer.prefix}${k}`]);
  const ratios: Record<string, Record<string, number>> = {};
  console.log(
    `\nours ÷ ${peer.base} (medians of ${RUNS})`.padEnd(48),
    RATES.map((r) => `${r}×`.padStart(22)).join(""),
  );
  for (const [label, ours, theirs] of pairs) {
    const cells = RATES.map((rate) => {
      const m = medians[`${rate}x`];
      const ratio = m[ours] / m[theirs];
      (ratios[`${rate}x`] ??= {})[label] = Math.round(ratio * 100) / 100;
      return `${m[ours]} / ${m[theirs]} = ${ratio.toFixed(2)}`.padStart(22);
    });
    console.log(`  ${label.padEnd(46)}`, cells.join(""));
  }
  if (SIGN_IN) {
    const over = RATES.map((rate) => {
      const m = medians[`${rate}x`];
      return `${m["sign-in → shell"] - m["sign-in → login call answered"]} ms`.padStart(22);
    });
    console.log(`  ${"our shell after the login call's answer".padEnd(46)}`, over.join(""));
  }
  return ratios;
}

await main();
