// `npm run bench [-- --orders N] [--days D] [--db pglite|pg|both] [--iterations K] [--clients C]
//   [--seconds S] [--screen-runs R]`
//
// For PGlite (temporary directory) and, when BENCH_DATABASE_URL is set, PostgreSQL (throwaway
// database kt_bench_<rand>, dropped at the end): builds a fresh database with N orders, starts
// the real app on 127.0.0.1:<random port>, logs in as the owner and measures p50/p95/max of every
// report call and of list pages (first, middle, last) over sequential requests after a warm-up,
// next to the naive SQL for the same figure. Then C concurrent clients mix reads and order writes
// for S seconds, and the rollups are checked against a naive GROUP BY once more. Between the two,
// the summary, one talent report and one monthly rekap are opened in Chromium (tests/bench/
// screens.ts) and timed against their API calls.
// Prints a table per database and writes .bench/results-<db>.json. Then the PDF cases
// (tests/bench/pdf.ts) on PGlite, written to .bench/results-pdf.json; `--only pdf` runs just
// those (a small database, a few minutes); `--only pivot` measures just the analysis pivot's
// calls (/analysis/pivot) on the fresh databases, without the screens and the load.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { join } from "node:path";
import { addDays, todayIn } from "../../src/money/time";
import { verifyBulk } from "../../src/db/seed/bulk";
import {
  benchCases,
  benchContext,
  pivotCases,
  TARGET_P95,
  type BenchCase,
  type BenchContext,
  type Group,
} from "./cases";
import { BENCH_OWNER, createBenchDb, type BenchDb, type DbKind } from "./database";
import { Client, startBenchServer } from "./http";
import { mixedLoad, type LoadResult } from "./load";
import { ms, sample, summarize, table, type Stats } from "./stats";
import { pdfBench, PDF_TARGETS } from "./pdf";
import { screenBench, screenCases, type ScreenResult } from "./screens";

const USAGE =
  "npm run bench [-- --orders N] [--days D] [--db pglite|pg|both] [--iterations K] " +
  "[--clients C] [--seconds S] [--screen-runs R] [--only pdf|pivot]";

const NUMBER_OPTIONS = [
  "orders",
  "days",
  "iterations",
  "clients",
  "seconds",
  "screen-runs",
] as const;

/** The options, or the usage and exit 2 for an unknown one or a number that is not one. */
function options() {
  try {
    const { values } = parseArgs({
      options: {
        orders: { type: "string", default: "1000000" },
        days: { type: "string", default: "730" },
        db: { type: "string", default: "both" },
        iterations: { type: "string", default: "40" },
        clients: { type: "string", default: "50" },
        seconds: { type: "string", default: "10" },
        only: { type: "string" },
        "screen-runs": { type: "string", default: "5" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const bad = NUMBER_OPTIONS.find((k) => !/^\d[\d_]*$/.test(values[k]!));
    if (bad) throw new Error(`--${bad} takes a whole number, got '${values[bad]}'`);
    return values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const args = options();
/** A whole-number option; `_` groups digits (`--orders 10_000_000`), as options() allows. */
const whole = (k: (typeof NUMBER_OPTIONS)[number]) => Number(args[k]!.replace(/_/g, ""));
const ORDERS = whole("orders");
const DAYS = whole("days");
const ITERATIONS = whole("iterations");
const CLIENTS = whole("clients");
const LOAD_MS = whole("seconds") * 1000;
const SCREEN_RUNS = whole("screen-runs");

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

interface CaseResult {
  name: string;
  group: Group;
  path: string;
  targetP95: number;
  http: Stats;
  naive?: Stats;
  /** The HTTP answer agrees with the naive SQL (undefined: no naive figure). */
  agrees?: boolean;
  met: boolean;
  error?: string;
}

async function measureCase(
  b: BenchDb,
  c: Client,
  k: BenchCase,
  naiveIterations: number,
): Promise<CaseResult> {
  const targetP95 = TARGET_P95[k.group][b.kind];
  const base = { name: k.name, group: k.group, path: k.path, targetP95 };
  try {
    let body: unknown;
    const http = summarize(
      await sample(async () => (body = await c.get(k.path)), {
        warmup: 3,
        iterations: ITERATIONS,
        min: 10,
        budgetMs: 30_000,
      }),
    );
    let naive: Stats | undefined;
    let agrees: boolean | undefined;
    if (k.naive) {
      let results: Record<string, number | string>[][] = [];
      const run = async () => {
        results = [];
        for (const [sql, params] of k.naive!) results.push(await b.db.query(sql, params));
      };
      naive = summarize(
        await sample(run, { warmup: 1, iterations: naiveIterations, min: 3, budgetMs: 15_000 }),
      );
      agrees = k.check ? k.check(body as never, results) : undefined;
    }
    return { ...base, http, naive, agrees, met: http.p95 <= targetP95 };
  } catch (err) {
    const empty = summarize([]);
    return { ...base, http: empty, met: false, error: String(err) };
  }
}

/** The database being measured, so Ctrl-C still drops the throwaway database. */
let active: BenchDb | undefined;
process.once("SIGINT", () => {
  log("interrupted: removing the benchmark database");
  void (active?.destroy() ?? Promise.resolve()).finally(() => process.exit(130));
});

/** The machine is shared: the load average goes into the results next to the figures. */
const machine = () => ({ cpus: cpus().length, loadavg: loadavg().map((x) => +x.toFixed(2)) });

async function benchOne(kind: DbKind) {
  log(`== ${kind}: building a fresh database with ${ORDERS.toLocaleString("en")} orders`);
  const b = await createBenchDb(kind, { orders: ORDERS, days: DAYS, log });
  active = b;
  const machineBefore = machine();
  log(
    `built in ${(b.build.totalMs / 1000).toFixed(1)} s: load ${(b.build.loadMs / 1000).toFixed(1)} s ` +
      `(${Math.round(b.build.ordersPerSecond).toLocaleString("en")} orders/s), ` +
      `VACUUM ANALYZE ${(b.build.analyzeMs / 1000).toFixed(1)} s; rollups agree with GROUP BY`,
  );
  const srv = await startBenchServer(b.db, b.config);
  try {
    const login = (c: Client) => c.login(BENCH_OWNER.email, BENCH_OWNER.password);
    const c = new Client(srv.url);
    await login(c);
    const [{ time_zone }] = await b.db.query<{ time_zone: string }>(
      "SELECT time_zone FROM settings WHERE id = 1",
    );
    const ctx = await benchContext(b.db, todayIn(time_zone));
    const cases = args.only === "pivot" ? pivotCases(ctx) : await benchCases(c, ctx);
    log(`measuring ${cases.length} calls on ${srv.url}`);
    const results: CaseResult[] = [];
    for (const k of cases) {
      if (results.length % 8 === 0) await login(c); // access tokens live 15 minutes
      const r = await measureCase(b, c, k, ORDERS >= 200_000 ? 10 : 20);
      results.push(r);
      log(
        `  ${k.name}: p50 ${ms(r.http.p50)} p95 ${ms(r.http.p95)} ms` +
          (r.naive ? ` (naive p95 ${ms(r.naive.p95)} ms)` : "") +
          (r.error ? ` ERROR ${r.error}` : ""),
      );
    }

    if (args.only === "pivot") return pivotReport(b, results, [machineBefore, machine()]);
    const screens = await measureScreens(c, srv.url, ctx, b.config.clientDir);

    log(`${CLIENTS} concurrent clients, mixed reads and writes, ${LOAD_MS / 1000} s`);
    const [{ before }] = await b.db.query<{ before: number }>(
      "SELECT count(*)::bigint AS before FROM orders",
    );
    const load: LoadResult = await mixedLoad(srv.url, login, b.db, ctx, {
      clients: CLIENTS,
      durationMs: LOAD_MS,
    });
    const [{ after }] = await b.db.query<{ after: number }>(
      "SELECT count(*)::bigint AS after FROM orders",
    );
    const ordersAdded = after - before;
    log(
      `load: ${load.requests} requests, ${load.errors} errors, ${load.requestsPerSecond} req/s, ` +
        `${load.ordersCreated} orders created (${ordersAdded} in the table)`,
    );
    const finalCheck = await verifyBulk(b.db);
    log(`rollups ${finalCheck.ok ? "agree" : "DISAGREE"} with GROUP BY after the load`);
    const machineAfter = machine();
    return report(b, results, screens, load, { ...finalCheck, ordersAdded }, [
      machineBefore,
      machineAfter,
    ]);
  } finally {
    await srv.close();
    await b.destroy();
    active = undefined;
  }
}

/** The report screens in Chromium (needs the built client the server serves; skipped without). */
async function measureScreens(c: Client, url: string, ctx: BenchContext, clientDir: string) {
  if (!existsSync(join(clientDir, "index.html"))) {
    log(`${clientDir}/index.html missing (run \`npx vite build\`): report screens not measured`);
    return [];
  }
  const [, second] = await ctx.db.query<{ id: number }>(
    "SELECT id FROM talents ORDER BY id LIMIT 2",
  );
  const months: [string, string] = [ctx.month, addDays(ctx.monthStart, -1).slice(0, 7)];
  const cases = await screenCases((p) => c.get(p), {
    talentIds: [ctx.talentId, second?.id ?? ctx.talentId],
    months,
  });
  log(`report screens in Chromium (${SCREEN_RUNS} runs)`);
  let screens: ScreenResult[];
  try {
    screens = await screenBench(url, BENCH_OWNER, cases, SCREEN_RUNS);
  } catch (err) {
    log(`report screens FAILED: ${String(err)}`);
    return [];
  }
  for (const r of screens)
    log(
      `  ${r.name}: page change ${r.pageChange} ms (call ${r.pageChangeCall}), code loaded ` +
        `${r.codeLoaded} ms (call ${r.codeLoadedCall}): ${r.ratio}× the call`,
    );
  return screens;
}

/** The call table of a run, as `report` prints it. */
function callTable(results: CaseResult[]) {
  const rows = results.map((r) => [
    r.name,
    r.error ? "ERROR" : r.met ? "yes" : "NO",
    String(r.targetP95),
    ms(r.http.p50),
    ms(r.http.p95),
    ms(r.http.max),
    String(r.http.n),
    ms(r.naive?.p50),
    ms(r.naive?.p95),
    r.agrees === undefined ? "-" : r.agrees ? "yes" : "NO",
  ]);
  return table(
    ["call", "met", "target", "p50", "p95", "max", "n", "naive p50", "naive p95", "agrees"],
    rows,
  );
}

/** `--only pivot`: the pivot's calls alone, printed and written to .bench/results-<db>-pivot.json. */
function pivotReport(b: BenchDb, results: CaseResult[], machines: ReturnType<typeof machine>[]) {
  const label = b.kind === "pg" ? "PostgreSQL" : "PGlite";
  console.log(
    `\n${label}, ${ORDERS.toLocaleString("en")} orders over ${DAYS} days; load average ` +
      `${machines.map((m) => m.loadavg.join("/")).join(" → ")} on ${machines[0].cpus} cores\n`,
  );
  console.log(callTable(results));
  const json = { db: b.kind, orders: ORDERS, days: DAYS, at: new Date().toISOString(), machines };
  mkdirSync(".bench", { recursive: true });
  const file = `.bench/results-${b.kind}-pivot.json`;
  writeFileSync(file, JSON.stringify({ ...json, build: b.build, calls: results }, null, 2) + "\n");
  log(`wrote ${file}`);
}

function report(
  b: BenchDb,
  results: CaseResult[],
  screens: ScreenResult[],
  load: LoadResult,
  finalCheck: Awaited<ReturnType<typeof verifyBulk>> & { ordersAdded: number },
  machines: ReturnType<typeof machine>[],
) {
  const label = b.kind === "pg" ? "PostgreSQL" : "PGlite";
  console.log(
    `\n${label}, ${ORDERS.toLocaleString("en")} orders over ${DAYS} days ` +
      `(build ${(b.build.totalMs / 1000).toFixed(0)} s, ${Math.round(b.build.ordersPerSecond)} orders/s); ` +
      `load average ${machines.map((m) => m.loadavg[0]).join(" → ")} on ${machines[0].cpus} cores\n`,
  );
  console.log(callTable(results));
  const loadRows = Object.entries(load.byKind).map(([kind, s]) => [
    kind,
    String(s.n),
    String(s.errors),
    ms(s.p50),
    ms(s.p95),
    ms(s.max),
  ]);
  console.log(
    `\n${load.clients} clients for ${(load.durationMs / 1000).toFixed(1)} s: ${load.requests} requests ` +
      `(${load.requestsPerSecond}/s), ${load.errors} errors` +
      (load.errorSamples.length ? `\n  ${load.errorSamples.join("\n  ")}` : "") +
      `\n`,
  );
  console.log(table(["request", "n", "errors", "p50", "p95", "max"], loadRows));
  if (screens.length) {
    console.log(
      `\nreport screens (Chromium, medians of ${SCREEN_RUNS}; target: shown ≤ 2× the call)\n`,
    );
    console.log(
      table(
        ["screen", "page change", "its call", "code loaded", "its call", "× call", "met"],
        screens.map((r) => [
          r.name,
          String(r.pageChange),
          String(r.pageChangeCall),
          String(r.codeLoaded),
          String(r.codeLoadedCall),
          String(r.ratio),
          r.ratio <= 2 ? "yes" : "NO",
        ]),
      ),
    );
  }
  console.log(
    `\nrollups vs naive GROUP BY after the load: ${finalCheck.ok ? "equal" : "DIFFERENT"} ` +
      `(${finalCheck.naive.order_count} orders, +${finalCheck.ordersAdded} from the load)\n`,
  );

  const json = {
    db: b.kind,
    orders: ORDERS,
    days: DAYS,
    at: new Date().toISOString(),
    machine: { before: machines[0], after: machines[1] },
    build: b.build,
    targets: TARGET_P95,
    calls: results,
    screens,
    missed: results.filter((r) => !r.met).map((r) => `${r.name}: p95 ${r.http.p95} ms`),
    load: { ...load, zeroErrors: load.errors === 0 },
    finalCheck,
  };
  mkdirSync(".bench", { recursive: true });
  const file = `.bench/results-${b.kind}.json`;
  writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
  log(`wrote ${file}`);
  return json;
}

async function main() {
  const kinds: DbKind[] =
    args.db === "both"
      ? ["pglite", ...(process.env.BENCH_DATABASE_URL ? (["pg"] as const) : [])]
      : [args.db as DbKind];
  if (!kinds.every((k) => k === "pglite" || k === "pg")) throw new Error("--db pglite|pg|both");
  if (!Number.isSafeInteger(ORDERS) || ORDERS < 1) throw new Error("--orders N (N ≥ 1)");
  if (!process.env.BENCH_DATABASE_URL && args.db === "both")
    log("BENCH_DATABASE_URL is not set: PGlite only");
  if (args.only !== undefined && args.only !== "pdf" && args.only !== "pivot")
    throw new Error("--only pdf|pivot");
  if (args.only !== "pdf") for (const kind of kinds) await benchOne(kind);
  if (args.only === "pivot") return;
  log("== PDF reports (PGlite; rendering does not depend on the database)");
  const machineBefore = machine();
  const pdf = await pdfBench("pglite", log);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/results-pdf.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { before: machineBefore, after: machine() },
        targets: PDF_TARGETS,
        cases: pdf,
      },
      null,
      2,
    ) + "\n",
  );
  log("wrote .bench/results-pdf.json");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
