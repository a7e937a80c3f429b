// Concurrent clients mixing reads and order writes for a fixed time, counting every non-2xx
// answer and every network error. Plain fetch loops: each client waits for its answer before
// the next request (closed loop), like people clicking through the back office.
import type { Db } from "../../src/db/connection";
import { Client, HttpError } from "./http";
import { summarize, type Stats } from "./stats";
import type { BenchContext } from "./cases";

export interface LoadResult {
  clients: number;
  durationMs: number;
  requests: number;
  errors: number;
  /** First few error messages, for the report. */
  errorSamples: string[];
  requestsPerSecond: number;
  ordersCreated: number;
  byKind: Record<string, Stats & { errors: number }>;
}

type Op = { kind: string; weight: number; run: (c: Client, i: number) => Promise<unknown> };

export async function mixedLoad(
  base: string,
  login: (c: Client) => Promise<void>,
  db: Db,
  x: BenchContext,
  opts: { clients: number; durationMs: number },
): Promise<LoadResult> {
  const [sub] = await db.query<{ id: number; services_id: number }>(
    "SELECT id, services_id FROM sub_services ORDER BY id LIMIT 1",
  );
  const [{ max }] = await db.query<{ max: number }>("SELECT max(no_order) AS max FROM orders");
  // creates spread over every talent and handler, as in real use (one talent and one handler
  // for all of them would queue every write on the same order_rollup_daily row)
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).map((r) => r.id);
  const talents = await ids("SELECT id FROM talents ORDER BY id");
  const users = await ids("SELECT id FROM users ORDER BY id");
  let nextNoOrder = max + 1_000_000;
  let created = 0;
  const ops: Op[] = [
    {
      kind: "POST order/createOrder",
      weight: 20,
      run: async (c, i) => {
        await c.send("POST", "/api/order/createOrder", {
          user_id: String(users[i % users.length]),
          talents_id: String(talents[i % talents.length]),
          price: String(100_000 + (i % 50) * 25_000),
          no_order: String(nextNoOrder++),
          date: x.today,
          services_id: String(sub.services_id),
          sub_service_id: String(sub.id),
          customer_name: "Bench Klien",
          tips: JSON.stringify(i % 3 === 0 ? [{ receiver_type: "talent", amount: 20_000 }] : []),
        });
        created++;
      },
    },
    {
      kind: "PUT settings/kas",
      weight: 5,
      run: (c, i) => c.send("PUT", "/api/settings/kas", { kas: 10_000_000 + i }),
    },
    { kind: "GET summary/global", weight: 15, run: (c) => c.get("/api/report/summary/global") },
    {
      kind: "GET summary/talent",
      weight: 10,
      run: (c) => c.get(`/api/report/summary/talent/${x.talentId}`),
    },
    { kind: "GET weekly", weight: 10, run: (c) => c.get("/api/weekly") },
    {
      kind: "GET order/orders p0",
      weight: 15,
      run: (c) => c.get("/api/order/orders?page=0&limit=10"),
    },
    {
      kind: "GET order/talent p0",
      weight: 10,
      run: (c) => c.get(`/api/order/talent/${x.talentId}?page=0&limit=10`),
    },
    { kind: "GET order/talents", weight: 5, run: (c) => c.get("/api/order/talents?limit=10") },
    {
      kind: "GET rekap/talent",
      weight: 5,
      run: (c) => c.get(`/api/rekap/detail/talent/${x.talentId}?month=${x.month}`),
    },
    { kind: "GET settings/kas", weight: 5, run: (c) => c.get("/api/settings/kas") },
  ];
  const totalWeight = ops.reduce((s, o) => s + o.weight, 0);
  const pick = (r: number) => {
    let acc = 0;
    for (const op of ops) if ((acc += op.weight) > r * totalWeight) return op;
    return ops[ops.length - 1];
  };

  const latencies = new Map<string, number[]>(ops.map((o) => [o.kind, []]));
  const errorsBy = new Map<string, number>(ops.map((o) => [o.kind, 0]));
  const errorSamples: string[] = [];
  let requests = 0;

  const clients = await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      const c = new Client(base);
      await login(c);
      return c;
    }),
  );
  const started = performance.now();
  const deadline = started + opts.durationMs;
  await Promise.all(
    clients.map(async (c, ci) => {
      for (let i = ci; performance.now() < deadline; i += opts.clients) {
        const op = pick(Math.random());
        const t = performance.now();
        try {
          await op.run(c, i);
          latencies.get(op.kind)!.push(performance.now() - t);
        } catch (err) {
          errorsBy.set(op.kind, errorsBy.get(op.kind)! + 1);
          if (errorSamples.length < 5)
            errorSamples.push(
              `${op.kind}: ${err instanceof HttpError ? err.message : String(err)}`,
            );
        }
        requests++;
      }
    }),
  );
  const durationMs = performance.now() - started;
  const errors = [...errorsBy.values()].reduce((a, b) => a + b, 0);
  return {
    clients: opts.clients,
    durationMs: Math.round(durationMs),
    requests,
    errors,
    errorSamples,
    requestsPerSecond: Math.round((requests / durationMs) * 1000),
    ordersCreated: created,
    byKind: Object.fromEntries(
      ops.map((o) => [
        o.kind,
        { ...summarize(latencies.get(o.kind)!), errors: errorsBy.get(o.kind)! },
      ]),
    ),
  };
}
