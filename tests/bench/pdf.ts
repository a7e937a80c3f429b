// PDF cases of `npm run bench`: the monthly talent report (12 columns) with 1,000 and 10,000
// orders and the admin report with 10,000, downloaded over HTTP from the real server while a
// loop of GET /api/health runs beside them. Targets: 1,000 rows ≤ 1 s, 10,000 rows ≤ 5 s,
// health p95 ≤ 50 ms (rendering happens in the worker pool, so the event loop stays free).
// Peak memory is the process RSS (worker threads included), sampled every 50 ms.
import type { Db } from "../../src/db/connection";
import { createBenchDb, BENCH_OWNER, type DbKind } from "./database";
import { Client, startBenchServer } from "./http";
import { ms, summarize, table, type Stats } from "./stats";

export const PDF_TARGETS = { "1000": 1000, "10000": 5000, healthP95: 50 };

export interface PdfCaseResult {
  name: string;
  rows: number;
  targetMs: number;
  render: Stats;
  bytes: number;
  pages: number;
  peakRssMb: number;
  /** RSS when the case starts (server, PGlite and an idle render worker): what the peak adds to. */
  startRssMb: number;
  /** Process CPU time per render (all threads, the health loop included): less sensitive
   * than wall time to other processes on a shared machine. */
  cpuMs: number;
  health: Stats;
  met: boolean;
}

/** One talent and one handler with `n` orders in `month`, written through SQL (rollup trigger on). */
async function fillMonth(db: Db, month: string, n: number, first: number) {
  const [{ talent }] = await db.query<{ talent: number }>(
    "INSERT INTO talents (name, gender) VALUES ($1, 'Woman') RETURNING id AS talent",
    [`Bench Talent ${month}`],
  );
  const [{ admin }] = await db.query<{ admin: number }>(
    `INSERT INTO users (username, email, password_hash, role)
     VALUES ($1, $2, 'x', 'admin') RETURNING id AS admin`,
    [`bench_${month}`, `bench-${month}@bench.local`],
  );
  const [{ svc, sub }] = await db.query<{ svc: number; sub: number }>(
    "SELECT services_id AS svc, id AS sub FROM sub_services ORDER BY id LIMIT 1",
  );
  await db.query(
    `INSERT INTO orders (no_order, user_id, talents_id, services_id, sub_service_id, date,
       customer_name, customer_age, duration, price, refund_status, net_price, talent_rate_bp,
       admin_rate_bp, talent_share, admin_fee, tip_talent, tip_admin)
     SELECT $1::bigint + g, $2, $3, $4, $5,
       ($6 || '-01')::date + (g % 28)::int, 'Pelanggan ' || g, 20 + g % 30, 60 + 30 * (g % 4),
       500000 + g, 'NONE', 500000 + g, 7000, 1000,
       floor(((500000 + g) * 7000 + 5000) / 10000), floor(((500000 + g) * 1000 + 5000) / 10000),
       (g % 5) * 10000, (g % 3) * 5000
     FROM generate_series(1::bigint, $7::bigint) g`,
    [first, admin, talent, svc, sub, month, n],
  );
  return { talent, admin };
}

async function pdfGet(
  c: Client,
  path: string,
): Promise<{ ms: number; bytes: number; pages: number }> {
  const t0 = performance.now();
  const res = await fetch(c.base + path, {
    headers: c.headers(),
    signal: AbortSignal.timeout(600_000),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const elapsed = performance.now() - t0;
  if (res.status !== 200 || buf.subarray(0, 5).toString() !== "%PDF-")
    throw new Error(`${res.status} ${path}: ${buf.subarray(0, 200).toString()}`);
  const pages = (buf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
  return { ms: elapsed, bytes: buf.length, pages };
}

export async function pdfBench(
  kind: DbKind,
  log: (msg: string) => void,
  iterations = { small: 3, large: 1 },
): Promise<PdfCaseResult[]> {
  const b = await createBenchDb(kind, { orders: 1000, days: 60, log });
  const srv = await startBenchServer(b.db, b.config);
  try {
    const small = await fillMonth(b.db, "2026-01", 1000, 8_000_000);
    const large = await fillMonth(b.db, "2026-02", 10_000, 8_100_000);
    const c = new Client(srv.url);
    await c.login(BENCH_OWNER.email, BENCH_OWNER.password);
    const cases = [
      {
        name: "talent report, 1,000 rows",
        rows: 1000,
        target: PDF_TARGETS["1000"],
        n: iterations.small,
        path: `/api/rekap/detail/talent/${small.talent}/download?month=2026-01`,
      },
      {
        name: "talent report, 10,000 rows",
        rows: 10_000,
        target: PDF_TARGETS["10000"],
        n: iterations.large,
        path: `/api/rekap/detail/talent/${large.talent}/download?month=2026-02`,
      },
      {
        name: "admin report, 10,000 rows",
        rows: 10_000,
        target: PDF_TARGETS["10000"],
        n: iterations.large,
        path: `/api/rekap/detail/admin/${large.admin}/download?month=2026-02`,
      },
    ];
    log("warming up the render worker");
    await pdfGet(c, cases[0].path);
    const results: PdfCaseResult[] = [];
    for (const k of cases) {
      // The health loop and the RSS sampler run while this case renders.
      let running = true;
      const health: number[] = [];
      const loop = (async () => {
        while (running) {
          const t0 = performance.now();
          const res = await fetch(srv.url + "/api/health");
          await res.arrayBuffer();
          health.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const startRss = process.memoryUsage().rss;
      let peak = startRss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const times: number[] = [];
      let last = { bytes: 0, pages: 0 };
      const cpu0 = process.cpuUsage();
      try {
        for (let i = 0; i < k.n; i++) {
          const r = await pdfGet(c, k.path);
          times.push(r.ms);
          last = r;
        }
      } finally {
        running = false;
        clearInterval(sampler);
        await loop;
      }
      const cpu = process.cpuUsage(cpu0);
      const render = summarize(times);
      const h = summarize(health);
      const r: PdfCaseResult = {
        name: k.name,
        rows: k.rows,
        targetMs: k.target,
        render,
        bytes: last.bytes,
        pages: last.pages,
        peakRssMb: Math.round(peak / 1e6),
        startRssMb: Math.round(startRss / 1e6),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000 / Math.max(1, times.length)),
        health: h,
        met: render.p95 <= k.target && h.p95 <= PDF_TARGETS.healthP95,
      };
      results.push(r);
      log(
        `  ${k.name}: p50 ${ms(render.p50)} max ${ms(render.max)} ms, ${r.pages} pages, ` +
          `${Math.round(r.bytes / 1024)} KiB, peak RSS ${r.peakRssMb} MB (from ${r.startRssMb}), CPU ${r.cpuMs} ms; ` +
          `health p95 ${ms(h.p95)} ms (n ${h.n})`,
      );
    }
    console.log(
      "\n" +
        table(
          [
            "PDF",
            "met",
            "target",
            "p50",
            "p95",
            "max",
            "n",
            "pages",
            "KiB",
            "RSS MB start",
            "peak RSS MB",
            "CPU ms",
            "health p95",
            "health max",
          ],
          results.map((r) => [
            r.name,
            r.met ? "yes" : "NO",
            String(r.targetMs),
            ms(r.render.p50),
            ms(r.render.p95),
            ms(r.render.max),
            String(r.render.n),
            String(r.pages),
            String(Math.round(r.bytes / 1024)),
            String(r.startRssMb),
            String(r.peakRssMb),
            String(r.cpuMs),
            ms(r.health.p95),
            ms(r.health.max),
          ]),
        ) +
        "\n",
    );
    return results;
  } finally {
    await srv.close();
    await b.destroy();
  }
}
