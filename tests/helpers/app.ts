import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
  type RouteOptions,
} from "fastify";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import app, { serverOptions } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { hashPassword } from "../../src/server/auth/password";
import { insertUser } from "../../src/db/repositories/users";
import type { Db } from "../../src/db/connection";
import type { Role } from "../../src/contract/common";
import { createTestDb } from "./db";

export const OWNER = { email: "owner@test.local", password: "owner-pass-123", username: "owner" };
export const ADMIN = { email: "admin@test.local", password: "admin-pass-123", username: "admin1" };
const XSRF = "test-xsrf-token";

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered (Fastify's onRoute), HEAD twins included. */
  routes: RouteOptions[];
  db: Db;
  config: Config;
  /** inject with the XSRF cookie+header set (unless `xsrf: false`) and an optional bearer token. */
  call(opts: InjectOptions & { token?: string; xsrf?: boolean }): Promise<LightMyRequestResponse>;
  login(who?: {
    email: string;
    password: string;
  }): Promise<{ token: string; refreshCookie: string }>;
  addUser(u: { username: string; email: string; password: string; role: Role }): Promise<number>;
  /** Every mail the app sent (reset links), newest last. */
  mails: { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

/** The real app on a fresh database with an owner and an admin; no mocks. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** PostgreSQL only: the app connects through this URL instead (a relay that can go down). */
  via?: (url: string) => string,
): Promise<TestApp> {
  const { db, drop } = await createTestDb(via);
  const dataDir = mkdtempSync(join(tmpdir(), "kt-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT: "1000",
    CLIENT_DIR: join(dataDir, "no-client"),
    ...env,
  } as NodeJS.ProcessEnv);
  const server = Fastify(serverOptions(config));
  const routes: RouteOptions[] = [];
  server.addHook("onRoute", (route) => void routes.push(route));
  const mails: TestApp["mails"] = [];
  const mailer = {
    send: async (to: string, subject: string, text: string) =>
      void mails.push({ to, subject, text }),
  };
  await server.register(app, { db, config, mailer });
  await server.ready();

  const addUser: TestApp["addUser"] = async (u) =>
    (
      await insertUser(db, {
        username: u.username,
        email: u.email,
        role: u.role,
        passwordHash: await hashPassword(u.password),
      })
    ).id;
  await addUser({ ...OWNER, role: "owner" });
  await addUser({ ...ADMIN, role: "admin" });

  const call: TestApp["call"] = ({ token, xsrf = true, headers, cookies, ...rest }) =>
    server.inject({
      ...rest,
      headers: {
        ...(xsrf ? { "x-xsrf-token": XSRF } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      cookies: { ...(xsrf ? { "XSRF-TOKEN": XSRF } : {}), ...cookies },
    });

  const login: TestApp["login"] = async (who = OWNER) => {
    const res = await call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: who.email, password: who.password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === "refreshToken");
    return { token: res.json().accessToken, refreshCookie: cookie!.value };
  };

  return {
    app: server,
    routes,
    db,
    config,
    call,
    login,
    addUser,
    mails,
    async close() {
      await server.close();
      await drop();
    },
  };
}
