// The real app listening on a loopback port, and a small client for it (bearer token plus the
// double-submit XSRF cookie and header on writes).
import Fastify, { type FastifyInstance } from "fastify";
import app, { serverOptions } from "../../src/server/app";
import type { Config } from "../../src/server/config";
import type { Db } from "../../src/db/connection";

const XSRF = "bench-xsrf";

export interface BenchServer {
  url: string;
  server: FastifyInstance;
  close(): Promise<void>;
}

export async function startBenchServer(db: Db, config: Config): Promise<BenchServer> {
  const server = Fastify(serverOptions(config));
  await server.register(app, { db, config });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server, close: () => server.close() };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    body: string,
  ) {
    super(`${status} ${path}: ${body.slice(0, 200)}`);
  }
}

export class Client {
  private token = "";

  constructor(readonly base: string) {}

  async login(email: string, password: string): Promise<void> {
    const res = await this.send("POST", "/api/users/login", { email, password }, false);
    this.token = (res as { accessToken: string }).accessToken;
  }

  /** The signed-in headers of a GET, for callers that read a body other than JSON. */
  headers(): Record<string, string> {
    return { cookie: `XSRF-TOKEN=${XSRF}`, authorization: `Bearer ${this.token}` };
  }

  get<T = unknown>(path: string): Promise<T> {
    return this.send("GET", path) as Promise<T>;
  }

  async send(method: string, path: string, body?: unknown, auth = true): Promise<unknown> {
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}` };
    if (method !== "GET") headers["x-xsrf-token"] = XSRF;
    if (auth) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (!res.ok) throw new HttpError(res.status, path, text);
    return text ? JSON.parse(text) : undefined;
  }
}
