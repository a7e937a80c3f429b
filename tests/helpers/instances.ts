// App instances on a database the test chooses (a PGlite DATA_DIR, one PostgreSQL database
// shared by several), listening on a real port as `npm start` does.
import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { serverOptions } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { prepareDatabase } from "../../src/server/start";
import type { Db, Queryable } from "../../src/db/connection";
import type { multipart } from "./orders";
import { listenAsStart } from "./server";

export interface Instance {
  url: string;
  config: Config;
  db: Db;
  server: FastifyInstance;
  close(): Promise<void>;
}

const INSTANCE_OWNER = { email: "owner@example.com", password: "owner12345" };

export async function startInstance(env: Record<string, string> = {}): Promise<Instance> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "kt-inst-")),
    JWT_SECRET: "shared-secret-of-every-instance-long-enough",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT: "1000",
    CLIENT_DIR: "/nonexistent",
    ...env,
  } as NodeJS.ProcessEnv);
  const db = await prepareDatabase(config, () => undefined);
  return listenAsStart(db, config, serverOptions(config));
}

/** A fresh, empty PostgreSQL database (no migrations) and its dropper. */
export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `kt_inst_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = "/" + name;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Every table as sorted JSON rows, and every sequence: two equal dumps are equal databases. */
export async function dumpAll(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx: Queryable) => {
    await tx.exec("SET LOCAL TimeZone = 'UTC'");
    const out: Record<string, string[]> = {};
    const tables = await tx.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name <> 'schema_migrations' ORDER BY 1`,
    );
    for (const { t } of tables)
      out[t] = (
        await tx.query<{ j: string }>(
          `SELECT row_to_json(x)::text AS j FROM "${t}" x ORDER BY row_to_json(x)::text`,
        )
      ).map((r) => r.j);
    const seqs = await tx.query<{ s: string }>(
      `SELECT sequence_name AS s FROM information_schema.sequences
       WHERE sequence_schema = current_schema() ORDER BY 1`,
    );
    for (const { s } of seqs)
      out[`seq:${s}`] = (
        await tx.query<{ v: string }>(`SELECT last_value::text || is_called::text AS v FROM "${s}"`)
      ).map((r) => r.v);
    return out;
  });
}

export async function login(url: string, who = INSTANCE_OWNER) {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": "t", cookie: "XSRF-TOKEN=t" },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) throw new Error(`login ${res.status} ${await res.text()}`);
  const refresh = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("refreshToken="))!
    .split(";")[0];
  return { token: ((await res.json()) as { accessToken: string }).accessToken, refresh };
}

/** POST /api/order/createOrder on a running instance with a body from helpers/orders `multipart`. */
export function createOrderAt(
  url: string,
  token: string,
  body: Awaited<ReturnType<typeof multipart>>,
) {
  return fetch(`${url}/api/order/createOrder`, {
    method: "POST",
    headers: {
      ...body.headers,
      authorization: `Bearer ${token}`,
      "x-xsrf-token": "t",
      cookie: "XSRF-TOKEN=t",
    },
    body: body.payload,
  });
}
