// `npm run soak [-- --minutes 30 --rate 4 --gc]` (not in CI): a compressed day of work against
// the real server in its own process (server-process.ts, PGlite): staff sign in (with their
// device cookie), read grids and reports, create orders with proof images, edit them, open the
// images, record payouts, export CSV and xlsx, download PDFs, while a background storm of wrong
// logins runs from five addresses. Every minute: the server's RSS, V8 heap, buffers, event-loop
// delay p99 (server-probe.mjs inside the server), p95 per call and errors. At the end, against the
// targets: 0 × 5xx outside the storm, RSS within +15 % of its 5th-minute value, money
// reconciled (the summary's total = Σ the prices the run saved; /summary/reconcile ok).
// `--gc` forces a collection before each minute's figures (the heap then shows what is held).
import { loadavg, cpus } from "node:os";
import { parseArgs } from "node:util";
import sharp from "sharp";
import {
  call,
  cookieOf,
  jsonBody,
  multipartBody,
  startServer,
  statusCounts,
  type Answer,
  type ProbeSample,
} from "./server-process";
import { ms, summarize, table } from "./stats";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    rate: { type: "string", default: "4" },
    "minute-seconds": { type: "string", default: "60" },
    gc: { type: "boolean", default: false },
  },
});
const MINUTES = Number(args.minutes);
const MINUTE_MS = Number(args["minute-seconds"]) * 1000;
const RATE = Number(args.rate); // staff actions per second, all staff together
const STAFF = 4;
const OWNER = { email: "owner@example.com", password: "soak-owner-12345" };

const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const monday = (day: string) => {
  const d = new Date(day + "T00:00:00Z");
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(day + "T00:00:00Z") + n * 86400_000).toISOString().slice(0, 10);

/** A phone photo of a receipt: 3000×2000 of noise (it does not compress; it is downscaled). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: seed * 40, g: 90, b: 120 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const server = await startServer(
  { OWNER_PASSWORD: OWNER.password, LOGIN_RATE_LIMIT: "100000" },
  { probe: true, label: "soak" },
);
const port = server.port;

interface Staff {
  from: string;
  device: string;
  token: string;
}
/** Signs in; the answer's knownDevice cookie is kept for the next sign-in of this staff. */
async function signIn(s: { from: string; device?: string }): Promise<Staff & { answer: Answer }> {
  const body = jsonBody(OWNER);
  const headers = { ...body.headers } as Record<string, string>;
  if (s.device) headers.cookie += `; knownDevice=${s.device}`;
  const a = await call(port, "POST", "/api/users/login", {
    from: s.from,
    headers,
    body: body.body,
  });
  if (a.status !== 200) throw new Error(`login ${a.status} ${a.body}`);
  return {
    from: s.from,
    device: cookieOf(a, "knownDevice") ?? s.device!,
    token: JSON.parse(a.body).accessToken,
    answer: a,
  };
}
const auth = (s: Staff) => ({
  cookie: "XSRF-TOKEN=lt",
  "x-xsrf-token": "lt",
  authorization: `Bearer ${s.token}`,
});
const get = (s: Staff, path: string) => call(port, "GET", path, { from: s.from, headers: auth(s) });
const send = (s: Staff, method: string, path: string, b: { headers: object; body: unknown }) =>
  call(port, method, path, {
    from: s.from,
    headers: { ...(b.headers as Record<string, string>), ...auth(s) },
    body: b.body as string | Buffer,
  });

// ---- the agency: one category, six talents, the owner as the handler -----------------------
const boss = await signIn({ from: "127.0.5.1" });
const ownerId = JSON.parse((await get(boss, "/api/users/user")).body).id as number;
const category = JSON.parse(
  (await send(boss, "POST", "/api/talentCategories/create", jsonBody({ name: "Soak" }))).body,
).result.id as number;
const talents: number[] = [];
for (const name of ["Ayu", "Bima", "Citra", "Dewi", "Eka", "Fajar"]) {
  const a = await send(
    boss,
    "POST",
    "/api/talent/createTalent",
    jsonBody({ name, gender: "Woman", talent_categories_id: category }),
  );
  talents.push(JSON.parse(a.body).data.id);
}
const photos = await Promise.all([1, 2, 3, 4].map(photo));
const prices = new Map<number, number>(); // order id → its price as last saved
const images: string[] = [];
let noOrder = 100_000;

type Action = { kind: string; weight: number; run: (s: Staff, i: number) => Promise<Answer> };
const today = jakartaToday();
const week = { start: monday(today), end: plusDays(monday(today), 6) };

async function createOrder(s: Staff, i: number, withImage: boolean) {
  const price = 100_000 + (i % 40) * 25_000;
  const body = await multipartBody(
    {
      user_id: String(ownerId),
      talents_id: String(talents[i % talents.length]),
      no_order: String(noOrder++),
      date: today,
      customer_name: `Klien ${i}`,
      price: String(price),
      tips: "[]",
    },
    withImage ? photos[i % photos.length] : undefined,
  );
  const a = await send(s, "POST", "/api/order/createOrder", body);
  if (a.status === 201) {
    const d = JSON.parse(a.body).data as { id: number; proof_image: string | null };
    prices.set(d.id, price);
    if (d.proof_image) images.push(d.proof_image);
  }
  return a;
}

async function editOrder(s: Staff, i: number) {
  const ids = [...prices.keys()];
  if (!ids.length) return createOrder(s, i, false);
  const id = ids[i % ids.length];
  const price = 150_000 + (i % 30) * 10_000;
  const body = await multipartBody({ customer_name: `Klien ${i} (ubah)`, price: String(price) });
  const a = await send(s, "PUT", `/api/order/updateOrder/${id}`, body);
  if (a.status === 200) prices.set(id, price);
  return a;
}

const ACTIONS: Action[] = [
  { kind: "GET order list", weight: 15, run: (s) => get(s, "/api/order/orders?page=0&limit=10") },
  { kind: "GET summary", weight: 8, run: (s) => get(s, "/api/report/summary/global") },
  { kind: "GET weekly", weight: 5, run: (s) => get(s, "/api/weekly") },
  { kind: "GET payouts", weight: 4, run: (s) => get(s, "/api/payouts?page=0&limit=10") },
  { kind: "POST order + image", weight: 12, run: (s, i) => createOrder(s, i, true) },
  { kind: "POST order", weight: 6, run: (s, i) => createOrder(s, i, false) },
  { kind: "PUT order", weight: 8, run: editOrder },
  {
    kind: "GET image",
    weight: 8,
    run: (s, i) =>
      images.length ? get(s, `/images/${images[i % images.length]}`) : get(s, "/api/weekly"),
  },
  {
    kind: "POST payout",
    weight: 3,
    run: (s, i) =>
      send(
        s,
        "POST",
        "/api/payouts",
        jsonBody({
          person_type: "talent",
          person_id: talents[i % talents.length],
          start_date: week.start,
          end_date: week.end,
          amount: 1000,
          paid_at: today,
          method: "Cash",
          advance: true,
        }),
      ),
  },
  { kind: "GET export csv", weight: 3, run: (s) => get(s, "/api/order/export?format=csv") },
  { kind: "GET export xlsx", weight: 3, run: (s) => get(s, "/api/order/export?format=xlsx") },
  {
    kind: "GET pdf month",
    weight: 2,
    run: (s, i) =>
      get(
        s,
        `/api/rekap/detail/talent/${talents[i % talents.length]}/download?month=${today.slice(0, 7)}`,
      ),
  },
  {
    kind: "GET pdf week",
    weight: 1,
    run: (s) => get(s, `/api/report/pdf/week?start=${week.start}&end=${week.end}`),
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((n, a) => n + a.weight, 0);
const pick = (r: number) => {
  let acc = 0;
  for (const a of ACTIONS) if ((acc += a.weight) > r * TOTAL_WEIGHT) return a;
  return ACTIONS[ACTIONS.length - 1];
};

// ---- the run ------------------------------------------------------------------------------
interface Minute {
  answers: Map<string, Answer[]>;
  storm: Answer[];
  failures: string[];
}
const newMinute = (): Minute => ({ answers: new Map(), storm: [], failures: [] });
let current = newMinute();
const record = (kind: string, a: Answer) => {
  const list = current.answers.get(kind) ?? [];
  list.push(a);
  current.answers.set(kind, list);
  if (a.status >= 300 && current.failures.length < 3)
    current.failures.push(`${kind}: ${a.status} ${a.body.slice(0, 120)}`);
};

let running = true;
const failed: Answer = { status: 0, body: "", bytes: 0, ms: 0, cookies: [] };
async function staffLoop(first: Staff, n: number) {
  let s = first;
  const pace = (STAFF * 1000) / RATE;
  for (let i = n; running; i += STAFF) {
    const t = performance.now();
    if (i % 50 === n) {
      // a sign-in again, from the device that signed in before (a failure keeps the old token)
      const again = await signIn(s).catch(() => undefined);
      if (again) s = again;
      record("POST login (device)", again?.answer ?? { ...failed, body: "login failed" });
    }
    const action = pick(Math.random());
    // a dropped connection (the server's 60 s request timeout on a starved machine) is counted
    // as status 0, not a crash of the run
    const t0 = performance.now();
    const answer = await action.run(s, i).catch((err: Error): Answer => ({
      ...failed,
      body: err.message,
      ms: performance.now() - t0,
    }));
    record(action.kind, answer);
    const wait = pace - (performance.now() - t);
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait * (0.5 + Math.random())));
  }
}
/** Strangers: wrong passwords from five addresses, ~5 a second, mostly new emails. */
async function stormLoop() {
  for (let i = 0; running; i++) {
    const email = i % 4 === 0 ? OWNER.email : `orang${i}@contoh.test`;
    const body = jsonBody({ email, password: "tebak-salah-1" });
    const answer = await call(port, "POST", "/api/users/login", {
      from: `127.0.7.${(i % 5) + 1}`,
      ...body,
    }).catch((err: Error): Answer => ({ ...failed, body: err.message }));
    current.storm.push(answer);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

const mb = (bytes: number) => Math.round(bytes / 1048576);
interface MinuteFigures {
  minute: number;
  rss: number;
  heap: number;
  buffers: number;
  loopP99: number;
  requests: number;
  p95: number;
  errors: number;
  storm: string;
}
const figures: MinuteFigures[] = [];
const allAnswers = new Map<string, Answer[]>();

function closeMinute(minute: number, samples: ProbeSample[]) {
  const m = current;
  current = newMinute();
  const last = samples.at(-1);
  const answers = [...m.answers.values()].flat();
  for (const [k, list] of m.answers) allAnswers.set(k, [...(allAnswers.get(k) ?? []), ...list]);
  const row: MinuteFigures = {
    minute,
    rss: Math.round(server.rssMb()),
    heap: last ? mb(last.heapUsed) : NaN,
    buffers: last ? mb(last.external) : NaN,
    loopP99: Math.max(...samples.map((x) => x.loopP99)),
    requests: answers.length,
    p95: summarize(answers.map((a) => a.ms)).p95,
    errors: answers.filter((a) => a.status >= 300).length,
    storm: statusCounts(m.storm),
  };
  figures.push(row);
  console.log(
    `min ${String(minute).padStart(2)}  RSS ${row.rss} MB  heap ${row.heap} MB  external ` +
      `${row.buffers} MB  loop p99 ${ms(row.loopP99)} ms  ${row.requests} calls p95 ` +
      `${ms(row.p95)} ms  errors ${row.errors}  storm ${row.storm}`,
  );
  for (const f of m.failures) console.log(`        ${f}`);
}

async function verdicts() {
  const check: boolean[] = [];
  const target = (name: string, ok: boolean, detail: string) => {
    check.push(ok);
    console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}: ${detail}`);
  };
  const staff = [...allAnswers.values()].flat();
  const fivexx = staff.filter((a) => a.status >= 500 || a.status === 0).length;
  target(
    "0 × 5xx (or dropped) outside the storm",
    fivexx === 0,
    `${fivexx} of ${staff.length} staff calls`,
  );
  const base = figures[Math.min(5, Math.max(1, Math.floor(MINUTES / 2))) - 1];
  const end = figures.at(-1)!;
  target(
    `RSS within +15 % of minute ${base.minute}`,
    end.rss <= base.rss * 1.15,
    `${end.rss} MB at the end vs ${base.rss} MB (${(((end.rss - base.rss) / base.rss) * 100).toFixed(1)} %)`,
  );
  const summary = JSON.parse((await get(boss, "/api/report/summary/global")).body);
  const expected = [...prices.values()].reduce((a, b) => a + b, 0);
  const got = summary.data?.total_uang_masuk ?? summary.total_uang_masuk;
  const reconcile = JSON.parse((await get(boss, "/api/report/summary/reconcile")).body);
  target(
    "money reconciled",
    got === expected && (reconcile.data ?? reconcile).ok === true,
    `total uang masuk ${got} vs Σ saved prices ${expected} over ${prices.size} orders; ` +
      `reconcile ok=${(reconcile.data ?? reconcile).ok}`,
  );
  return check.every(Boolean);
}

function perCallTable() {
  const rows = [...allAnswers].map(([kind, list]) => {
    const s = summarize(list.map((a) => a.ms));
    return [kind, String(s.n), ms(s.p50), ms(s.p95), ms(s.max), statusCounts(list)];
  });
  console.log("\n" + table(["call", "n", "p50 ms", "p95 ms", "max ms", "answers"], rows));
}

try {
  console.log(
    `Kas Talenta soak: server pid ${server.pid} on :${port}, PGlite, node ${process.version}; ` +
      `${MINUTES} × ${MINUTE_MS / 1000} s, ${RATE} staff actions/s over ${STAFF} staff + a storm; ` +
      `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}\n`,
  );
  // every staff signs in once before the storm starts: later sign-ins carry the device cookie
  const staff = await Promise.all(
    Array.from({ length: STAFF }, (_, n) => signIn({ from: `127.0.6.${n + 1}` })),
  );
  server.takeSamples();
  const work = [...staff.map((s, n) => staffLoop(s, n)), stormLoop()];
  for (let minute = 1; minute <= MINUTES; minute++) {
    await new Promise((ok) => setTimeout(ok, MINUTE_MS));
    if (args.gc) {
      server.collect();
      await new Promise((ok) => setTimeout(ok, 1100)); // the next probe sample, after the gc
    }
    closeMinute(minute, server.takeSamples());
  }
  running = false;
  await Promise.all(work);
  perCallTable();
  const stormAll = figures.map((f) => f.storm).join("; ");
  console.log(`\nstorm per minute: ${stormAll}\n`);
  const ok = await verdicts();
  console.log(`\n${ok ? "every target PASS" : "a target FAILS"}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
