// `npx tsx tests/bench/import.ts [pg]`: a 50,000-row .xlsx through POST /imports/orders on
// PGlite (or PostgreSQL with `pg`, TEST_DATABASE_URL): the preview's and the import's times,
// the server's RSS above its start, and another user's order list meanwhile (p95). Targets
// (issue): preview ≤ 10 s, import ≤ 30 s, server RSS ≤ +300 MB, list p95 ≤ 200 ms. The server
// runs in a process of its own as `npm run serve` starts it (server-process.ts): measured in
// this process, the RSS counted the bench's own parse of the 50,000-row preview answer. Needs
// `npx vite build` first. Not in CI; figures go to tests/bench/RESULTS.md.
import ExcelJS from "exceljs";
import { loadavg } from "node:os";
import { PassThrough } from "node:stream";
import { freshPgDatabase, login } from "../helpers/instances";
import { multipart } from "../helpers/orders";
import { startServer } from "./server-process";

const ROWS = Number(process.env.ROWS ?? 50_000);

async function workbook(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet("Order");
  ws.addRow([
    "No Order",
    "Tanggal",
    "Talent",
    "Customer",
    "Harga",
    "Tip Talent",
    "Refund",
  ]).commit();
  for (let i = 0; i < ROWS; i++)
    ws.addRow([
      100_000 + i,
      new Date(Date.UTC(2026, i % 12, 1 + (i % 28))),
      `Talent ${i % 20}`,
      `Customer ${i}`,
      50_000 + (i % 100) * 1000,
      i % 3 === 0 ? 10_000 : null,
      i % 10 === 0 ? "Refund 50%" : "Tidak ada",
    ]).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

// the file first: a 50,000-row workbook takes a while to write, and a sign-in connection left
// idle past the server's keep-alive meanwhile was closed under the first upload (socket closed)
const bytes = await workbook();
const pg = process.argv[2] === "pg" ? await freshPgDatabase() : undefined;
// a loaded machine may take past the default 60 s request timeout: the bench measures, not refuses
const slow = { REQUEST_TIMEOUT_MS: "1800000", IDLE_TIMEOUT_MS: "1800000" };
const server = await startServer(pg ? { ...slow, DATABASE_URL: pg.url } : slow, {
  probe: true,
  label: "import",
});
const inst = { url: `http://127.0.0.1:${server.port}` };
const { token } = await login(inst.url);
const headers = { authorization: `Bearer ${token}`, "x-xsrf-token": "t", cookie: "XSRF-TOKEN=t" };
/** A JSON call of the setup (the catalog the rows name); its answer's `data` or `result`. */
async function make(path: string, body: unknown): Promise<{ id: number }> {
  const res = await fetch(`${inst.url}/api${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { id: number }; result?: { id: number } };
  if (res.status >= 300) throw new Error(`${path} ${res.status} ${JSON.stringify(json)}`);
  return (json.data ?? json.result)!;
}
const category = await make("/talentCategories/create", { name: "Bench" });
for (let t = 0; t < 20; t++)
  await make("/talent/createTalent", {
    name: `Talent ${t}`,
    gender: "Woman",
    talent_categories_id: category.id,
  });
server.collect();
await new Promise((r) => setTimeout(r, 500));
const base = server.rssMb();
let peak = base;
const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);

async function post(dry: boolean) {
  const body = await multipart({ dry_run: String(dry) }, [
    ["file", { name: "bench.xlsx", type: "application/octet-stream", bytes }],
  ]);
  const t = performance.now();
  const res = await fetch(`${inst.url}/api/imports/orders`, {
    method: "POST",
    headers: { ...headers, "content-type": body.headers["content-type"] },
    body: body.payload,
  });
  const json = (await res.json()) as { counts?: unknown; data?: unknown; message?: string };
  if (res.status !== 201) throw new Error(`${res.status} ${json.message}`);
  return { ms: performance.now() - t, json };
}

/**
 * Another user's grid page, over and over until `done`. A kept-alive connection the server closed
 * as the next request went out — reset, or "other side closed" (its 5 s keep-alive timer and this
 * client share one starved event loop) — is asked again, as a browser does, and counted.
 */
async function lists(done: () => boolean) {
  const times: number[] = [];
  let resets = 0;
  while (!done()) {
    const t = performance.now();
    try {
      const res = await fetch(`${inst.url}/api/order/orders?page=0&limit=10`, { headers });
      if (res.status !== 200) throw new Error(`list ${res.status}`);
      await res.arrayBuffer();
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw err;
      resets++;
      continue;
    }
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  return { n: times.length, p95, max: times.at(-1) ?? 0, resets };
}

const f = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
for (const dry of [true, false]) {
  let done = false;
  const during = lists(() => done);
  const cpu = server.cpuMs();
  const r = await post(dry).finally(() => (done = true));
  // the server's CPU (with PGlite, the database's too): a figure a loaded machine bends less
  const used = server.cpuMs() - cpu;
  const l = await during;
  console.log(
    `${dry ? "preview" : "import"} ${ROWS} rows (${(bytes.length / 1e6).toFixed(1)} MB .xlsx, ` +
      `${pg ? "PostgreSQL" : "PGlite"}): ${f(r.ms)}, server CPU ${f(used)}; ` +
      `${JSON.stringify(dry ? r.json.counts : r.json.data)}; list meanwhile ${l.n}× ` +
      `p95 ${Math.round(l.p95)} ms, max ${Math.round(l.max)} ms` +
      `${l.resets ? `, ${l.resets} connection resets asked again` : ""}; ` +
      `server RSS peak +${Math.round(peak - base)} MB; load ${loadavg()[0].toFixed(1)}`,
  );
}
clearInterval(sampler);
await server.stop();
await pg?.drop();
