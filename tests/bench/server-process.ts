// The real server in a process of its own, as `npm run serve` starts it (src/server/main.ts, the
// built client, PGlite in a fresh DATA_DIR), for the scripts that measure it from outside
// (`npm run loadtest`, `npm run soak`), and one HTTP call from a chosen source address: a
// different loopback address (127.x.y.z all reach 127.0.0.1 on Linux) is a different client as
// the server sees it. Needs `npx vite build` first (GET /login serves dist/index.html).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { TICKS_PER_S, cpuTicks } from "./proc";

export const XSRF = { cookie: "XSRF-TOKEN=lt", "x-xsrf-token": "lt" };

/** What the probe (server-probe.mjs, loaded into the server with --import) sends each second. */
export interface ProbeSample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Event-loop delay p99 and max over the last second, ms. */
  loopP99: number;
  loopMax: number;
}

export interface ServerProcess {
  port: number;
  pid: number;
  /** CPU the server process has used (user + system), ms: a figure other load does not inflate. */
  cpuMs(): number;
  rssMb(): number;
  /** The probe's samples since the last call (only with `probe: true`). */
  takeSamples(): ProbeSample[];
  /** Asks the probe for a full garbage collection (only with `probe: true`). */
  collect(): void;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });

export async function startServer(
  env: Record<string, string>,
  opts: { probe?: boolean; label?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `kt-${opts.label ?? "bench"}-`));
  const probe = opts.probe
    ? ["--expose-gc", "--import", resolve("tests/bench/server-probe.mjs")]
    : [];
  const server = spawn(process.execPath, ["--import", "tsx", ...probe, "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: resolve("dist"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // as `npm run serve` sets it (package.json; README Security: memory)
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  let samples: ProbeSample[] = [];
  server.on("message", (m) => samples.push(m as ProbeSample));
  await new Promise<void>((ok, fail) => {
    server.stdout!.on("data", (d: Buffer) => d.toString().includes("siap di") && ok());
    server.on("exit", (code) => fail(new Error(`server exited (${code})`)));
  });
  const proc = (file: string) => readFileSync(`/proc/${server.pid}/${file}`, "utf8");
  return {
    port,
    pid: server.pid!,
    cpuMs: () => ((cpuTicks(server.pid!)?.ticks ?? NaN) * 1000) / TICKS_PER_S,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(proc("status"))![1]) / 1024,
    collect: () => void server.send?.("gc"),
    takeSamples: () => {
      const out = samples;
      samples = [];
      return out;
    },
    async stop() {
      if (server.exitCode === null) {
        server.kill("SIGTERM");
        await new Promise((ok) => server.once("exit", ok));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  /** Raw bytes of the answer (files, images). */
  bytes: number;
  ms: number;
  /** The Set-Cookie headers. */
  cookies: string[];
}

/** A cookie's value from an answer's Set-Cookie headers. */
export const cookieOf = (a: Answer, name: string) =>
  a.cookies.map((c) => new RegExp(`^${name}=([^;]+)`).exec(c)?.[1]).find(Boolean);

/** One HTTP call from `from` (a loopback address) on its own connection. */
export function call(
  port: number,
  method: string,
  path: string,
  opts: { from: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Answer> {
  const t = performance.now();
  return new Promise((ok, fail) => {
    const req = request(
      { host: "127.0.0.1", port, method, path, localAddress: opts.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const all = Buffer.concat(chunks);
          const text = /json|text\/plain/.test(String(res.headers["content-type"]))
            ? all.toString()
            : "";
          ok({
            status: res.statusCode!,
            body: text,
            bytes: all.length,
            ms: performance.now() - t,
            cookies: res.headers["set-cookie"] ?? [],
          });
        });
      },
    );
    for (const [k, v] of Object.entries(opts.headers ?? {})) req.setHeader(k, v);
    req.on("error", fail);
    req.end(opts.body);
  });
}

export const jsonBody = (value: unknown) => ({
  headers: { ...XSRF, "content-type": "application/json" },
  body: JSON.stringify(value),
});

/** A multipart body of text fields and one optional JPEG, as the order form sends it. */
export async function multipartBody(fields: Record<string, string>, jpeg?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (jpeg)
    form.append("proof_image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "b.jpg");
  const res = new Response(form);
  return {
    headers: { ...XSRF, "content-type": res.headers.get("content-type")! },
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** "3× 200, 1× 429" */
export const statusCounts = (answers: { status: number }[]) =>
  Object.entries(
    answers.reduce<Record<number, number>>(
      (m, a) => ((m[a.status] = (m[a.status] ?? 0) + 1), m),
      {},
    ),
  )
    .map(([s, n]) => `${n}× ${s}`)
    .join(", ");
