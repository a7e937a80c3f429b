import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import app, { serverOptions } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { prepareDatabase } from "../../src/server/start";
import type { Db } from "../../src/db/connection";

export interface RunningServer {
  url: string;
  config: Config;
  db: Db;
  server: FastifyInstance;
  /** Lines the server logged (reset links go here when SMTP_URL is unset). */
  logs: string[];
  close(): Promise<void>;
}

export const E2E_OWNER = { email: "owner@example.com", password: "owner12345" };

/** Where tests/helpers/e2e-image.ts left the prepared data dirs ("demo", "empty"). */
export const E2E_IMAGE_ENV = "KT_E2E_IMAGE_DIR";

/** Settings that change what the first start writes: a server given one prepares its own data. */
const PREPARE_KEYS = ["OWNER_EMAIL", "OWNER_PASSWORD", "NODE_ENV", "DATABASE_URL", "SEED_DEMO"];

/** The configuration every test server runs with (and the e2e image is prepared with). */
export function serverConfig(
  dataDir: string,
  opts: { seedDemo?: boolean; env?: Record<string, string> } = {},
): Config {
  // E2E_CLIENT_DIR lets parallel runs use their own build instead of the shared dist/.
  const clientDir = resolve(process.env.E2E_CLIENT_DIR || "dist");
  return loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    SEED_DEMO: String(opts.seedDemo ?? false),
    LOGIN_RATE_LIMIT: "1000",
    LOGIN_ADDRESS_LIMIT: "1000",
    LOGIN_ACCOUNT_LIMIT: "1000",
    LOG_LEVEL: "info",
    ...opts.env,
  } as NodeJS.ProcessEnv);
}

/**
 * The real server (built client + API) on a fresh PGlite in a temporary DATA_DIR, as
 * `npm start` runs it: migrations, owner account and, unless seedDemo is false, demo data. Under
 * the e2e project the data dir starts as a copy of the run's prepared one, so the start finds
 * the migrations applied and the owner there, as a restart of `npm start` does.
 */
export async function startServer(
  opts: { seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kt-e2e-"));
  const config = serverConfig(dataDir, opts);
  if (!existsSync(join(config.clientDir, "index.html"))) {
    throw new Error(
      "dist/index.html tidak ada: jalankan `npx vite build` (npm test melakukannya) sebelum tes e2e",
    );
  }
  const image = process.env[E2E_IMAGE_ENV];
  if (image && !PREPARE_KEYS.some((k) => opts.env && k in opts.env)) {
    cpSync(join(image, opts.seedDemo ? "demo" : "empty"), dataDir, { recursive: true });
  }
  const logs: string[] = [];
  const db = await prepareDatabase(config, (m) => logs.push(m));
  const running = await listenAsStart(db, config, {
    ...serverOptions(config),
    logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
  });
  return {
    ...running,
    logs,
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app on `db` listening on a free port as `npm start` runs it: a backup token of its own,
 * and the database lock told the port. `close` stops it and closes the database.
 */
export async function listenAsStart(db: Db, config: Config, options: FastifyServerOptions) {
  const server: FastifyInstance = Fastify(options);
  const backupToken = randomBytes(24).toString("base64url");
  await server.register(app, { db, config, backupToken });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const port = (server.server.address() as { port: number }).port;
  db.lock?.setServer(port, backupToken);
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    db,
    server,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
