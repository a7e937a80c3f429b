// `TEST_DB=pg TEST_DATABASE_URL=postgres://… npx tsx --expose-gc tests/bench/live.ts`: the live
// stream (GET /api/events) on two app instances over one PostgreSQL (PGlite without TEST_DB=pg):
//  1. commit → event: 50 order writes/s for 10 s spread over instances A and B, each write's
//     answer time (its commit) to its `change` event on a stream open on B; p50/p95/max; and to
//     the moment the browser's window (client/lib/live-window.ts, the same code) refetches the
//     orders grid, with how many refetches that took.
//  2. 500 open streams on one instance: the process's heap and RSS before and after, and the
//     p95 of the orders list call without and with them.
//  3. a burst of 1,000 writes (20 at a time), each its own transaction: how many events a
//     stream gets, and how many times the browser's window refetches the orders grid for them.
//  4. an import: 1,000 pasted rows through POST /imports/orders on A (chunk transactions, one
//     event per chunk): the events on B's stream, the grid's refetches, the answer → last one.
//  5. a quiet stream: single writes 2 s apart (past the window's interval), each write's commit
//     to the grid's refetch.
// Runs in one process (both instances, their LISTEN connections and the stream readers): the
// memory figure includes the readers. Figures: tests/bench/RESULTS.md, "Live updates".
import { orderFixture, multipart } from "../helpers/orders";
import { openEventStream, type EventStream, type StreamMessage } from "../helpers/event-stream";
import { createLiveWindow } from "../../src/client/lib/live-window";

const f = await orderFixture({ LOG_LEVEL: "silent" });
const b = await f.t.another();
const urlA = await f.t.app.listen({ port: 0, host: "127.0.0.1" });
const urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
const pct = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const createOn = async (which: "A" | "B") => {
  const body = await multipart(f.fields());
  const app = which === "A" ? f.t : b;
  const res = await app.call({
    method: "POST",
    url: "/api/order/createOrder",
    token: f.token,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return { id: String(res.json().data.id), at: performance.now() };
};
const tick = (wait: number) => new Promise((r) => setTimeout(r, wait));

/** `n` rows pasted into POST /imports/orders on A (the import wizard's JSON body). */
async function importRows(n: number) {
  const rows = [["No Order", "Tanggal", "Talent", "Customer", "Harga"]];
  for (let i = 0; i < n; i++)
    rows.push([
      String(800_000 + i),
      "03/03/2025",
      i % 2 ? "Raka" : "Sinta",
      `Impor ${i}`,
      "100.000",
    ]);
  const t0 = performance.now();
  const res = await f.t.call({
    method: "POST",
    url: "/api/imports/orders",
    token: f.token,
    payload: { rows, file_name: "bench.txt" },
  });
  const answered = performance.now();
  if (res.statusCode !== 201 || res.json().data.created !== n)
    throw new Error(`import ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { answered, secs: (answered - t0) / 1000 };
}

/**
 * The browser's side of a stream: each `change` goes into the client's window as the orders
 * grid's key root; `refetched` holds when each id's refetch started, `at` when each refetch did.
 */
function browserWindow(s: EventStream) {
  const refetched = new Map<string, number>();
  const at: number[] = [];
  let pending: string[] = [];
  const win = createLiveWindow<string>(() => {
    const now = performance.now();
    at.push(now);
    for (const id of pending) refetched.set(id, now);
    pending = [];
  });
  let seen = 0;
  const heard = new Map<string, number>();
  const watch = setInterval(() => {
    for (; seen < s.messages.length; seen++) {
      const m: StreamMessage = s.messages[seen];
      if (m.event !== "change") continue;
      for (const id of (JSON.parse(m.data) as { ids: string[] }).ids) {
        heard.set(id, performance.now());
        pending.push(id);
      }
      win.touch(["orders"]);
    }
  }, 1);
  return {
    heard,
    refetched,
    at,
    refetches: () => at.length,
    stop: () => {
      clearInterval(watch);
      win.cancel();
    },
  };
}

/** Commit → refetch of each write, p50/p95/max, and the refetch count. */
const delays = (done: { id: string; at: number }[], w: ReturnType<typeof browserWindow>) => {
  const d = done.map((x) => w.refetched.get(x.id)! - x.at);
  const gaps = w.at.slice(1).map((t, i) => t - w.at[i]);
  const apart = gaps.length ? ` (${ms(Math.min(...gaps))}–${ms(Math.max(...gaps))} apart)` : "";
  return `p50 ${ms(pct(d, 50))}, p95 ${ms(pct(d, 95))}, max ${ms(Math.max(...d))}, ${w.refetches()} refetches${apart}`;
};

try {
  // 1. latency
  const s = await openEventStream(urlB, { token: f.token });
  const browser = browserWindow(s);
  const { heard, refetched } = browser;
  const writes: Promise<{ id: string; at: number }>[] = [];
  const start = performance.now();
  let inFlight = 0;
  for (let i = 0; i < 500; i++) {
    // a loaded machine cannot always keep 50/s: at most 16 writes wait, the rate achieved prints
    while (inFlight >= 16) await tick(5);
    inFlight++;
    writes.push(createOn(i % 2 ? "B" : "A").finally(() => inFlight--));
    const next = start + (i + 1) * 20;
    await tick(Math.max(0, next - performance.now()));
  }
  const done = await Promise.all(writes);
  const secs = (performance.now() - start) / 1000;
  while (done.some((w) => !refetched.has(w.id))) await tick(10);
  browser.stop();
  const lat = done.map((w) => heard.get(w.id)! - w.at);
  console.log(
    `1. ${done.length} writes in ${secs.toFixed(1)} s (${(done.length / secs).toFixed(0)}/s) over A and B → stream on B: p50 ${ms(pct(lat, 50))}, p95 ${ms(pct(lat, 95))}, max ${ms(Math.max(...lat))} (negative = event before the HTTP answer); → the grid's refetch: ${delays(done, browser)}`,
  );
  s.close();

  // 2. 500 streams
  const list = async () => {
    const t: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const r = await f.get("/order/orders?page=0&limit=10");
      if (r.statusCode !== 200) throw new Error(`list ${r.statusCode}`);
      t.push(performance.now() - t0);
    }
    return pct(t, 95);
  };
  global.gc?.();
  const before = process.memoryUsage();
  const p95Before = await list();
  const streams: EventStream[] = [];
  for (let i = 0; i < 500; i++) streams.push(await openEventStream(urlA, { token: f.token }));
  global.gc?.();
  const after = process.memoryUsage();
  const p95After = await list();
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  console.log(
    `2. 500 streams on A (${f.t.app.events.streams} open): heap +${mb(after.heapUsed - before.heapUsed)}, RSS +${mb(after.rss - before.rss)} (readers included); list p95 ${ms(p95Before)} → ${ms(p95After)}`,
  );
  streams.forEach((x) => x.close());

  // 3. burst: 20 writes always in flight until 1,000 are done
  const burst = await openEventStream(urlB, { token: f.token });
  const win = browserWindow(burst);
  const t0 = performance.now();
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async (_, k) => {
      while (next < 1000) {
        next++;
        ids.push((await createOn(k % 2 ? "B" : "A")).id);
      }
    }),
  );
  const took = (performance.now() - t0) / 1000;
  while (ids.some((id) => !win.refetched.has(id))) await tick(10);
  // a late trailing refetch would count too
  await tick(1000);
  win.stop();
  const events = burst.messages.filter((m) => m.event === "change").length;
  console.log(
    `3. burst of 1,000 writes in ${took.toFixed(1)} s (20 in flight): ${events} events on one stream, ${win.refetches()} refetches of the orders grid; the last write → its refetch ${ms(win.refetched.get(ids.at(-1)!)! - t0 - took * 1000)}`,
  );
  burst.close();

  // 4. an import of 1,000 pasted rows on A, a stream on B
  const imp = await openEventStream(urlB, { token: f.token });
  const iwin = browserWindow(imp);
  const { answered, secs: importSecs } = await importRows(1_000);
  // its last chunk's event comes after the answer, its refetch after that; a late one counts too
  while (!iwin.at.some((t) => t > answered)) await tick(10);
  await tick(2_000);
  iwin.stop();
  const importEvents = imp.messages.filter((m) => m.event === "change").length;
  console.log(
    `4. import of 1,000 pasted rows on A in ${importSecs.toFixed(1)} s: ${importEvents} events on B's stream, ${iwin.refetches()} refetches of the orders grid; the answer → the last refetch ${ms(iwin.at.at(-1)! - answered)}`,
  );
  imp.close();

  // 5. a quiet stream: one write at a time, 2 s apart
  await tick(2_000);
  const quiet = await openEventStream(urlB, { token: f.token });
  const qwin = browserWindow(quiet);
  const single: { id: string; at: number }[] = [];
  for (let i = 0; i < 8; i++) {
    single.push(await createOn(i % 2 ? "B" : "A"));
    await tick(2_000);
  }
  while (single.some((w) => !qwin.refetched.has(w.id))) await tick(10);
  qwin.stop();
  console.log(`5. 8 single writes 2 s apart → the grid's refetch: ${delays(single, qwin)}`);
  quiet.close();
} finally {
  await b.close();
  await f.t.close();
}
