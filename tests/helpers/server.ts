import Fastify, { type FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
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

/**
 * The real server (built client + API) on a fresh PGlite in a temporary DATA_DIR, as
 * `npm start` runs it: migrations, owner account and, unless seedDemo is false, demo data.
 */
export async function startServer(
  opts: { seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  // E2E_CLIENT_DIR lets parallel runs use their own build instead of the shared dist/.
  const clientDir = resolve(process.env.E2E_CLIENT_DIR || "dist");
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(
      "dist/index.html tidak ada: jalankan `npx vite build` (npm test melakukannya) sebelum tes e2e",
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), "kt-e2e-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    SEED_DEMO: String(opts.seedDemo ?? false),
    LOGIN_RATE_LIMIT: "1000",
    LOGIN_ADDRESS_LIMIT: "1000",
    LOGIN_ACCOUNT_LIMIT: "1000",
    LOG_LEVEL: "info",
    ...opts.env,
  } as NodeJS.ProcessEnv);
  const logs: string[] = [];
  const db = await prepareDatabase(config, (m) => logs.push(m));
  const server = Fastify({
    ...serverOptions(config),
    logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
  });
  const backupToken = randomBytes(24).toString("base64url");
  await server.register(app, { db, config, backupToken });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  db.lock?.setServer(port, backupToken);
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    db,
    server,
    logs,
    async close() {
      await server.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
