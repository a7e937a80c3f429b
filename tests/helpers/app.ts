import { afterAll, beforeAll } from "vitest";
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
  /** A second app instance on this app's database (own pool on PostgreSQL), as behind a load balancer. */
  another(env?: Record<string, string>): Promise<TestApp>;
  /** Waits until the work the app does after answering (reset mails) is done. */
  settle(): Promise<void>;
  /** Make the next `fail` sends throw (an SMTP server that is down); `gate` holds every send. */
  mailControl: { fail: number; gate?: Promise<void> };
  /** Every mail the app sent (reset links), newest last. */
  mails: { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

/**
 * One scrypt hash per password per worker (the files of a worker share this module): every file
 * hashed its owner and admin anew, ~0.2 s each on this machine, ×2 per file ×49 files ×2
 * databases. Logins still verify through scrypt.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hashes.set(password, (hash = hashPassword(password)));
    // a refused hash (the queue full under a test's storm) is not kept for the next file
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

/** The real app on a fresh database with an owner and an admin; no mocks. */
export async function buildTestApp(
  env: Record<string, string> = {},
  shared?: { db: Db; release(): Promise<void> },
  /** PostgreSQL only: the app connects through this URL instead (a relay that can go down). */
  via?: (url: string) => string,
  /** Receives the request log (JSON lines) when env sets LOG_LEVEL. */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const testDb = shared ? undefined : await createTestDb(via);
  const db = shared?.db ?? testDb!.db;
  const drop = shared?.release ?? testDb!.drop;
  const dataDir = mkdtempSync(join(tmpdir(), "kt-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT: "1000",
    LOGIN_ADDRESS_LIMIT: "1000",
    LOGIN_ACCOUNT_LIMIT: "1000",
    CLIENT_DIR: join(dataDir, "no-client"),
    ...env,
  } as NodeJS.ProcessEnv);
  const server = Fastify(serverOptions(config, logStream));
  const routes: RouteOptions[] = [];
  server.addHook("onRoute", (route) => void routes.push(route));
  const mails: TestApp["mails"] = [];
  const mailControl: TestApp["mailControl"] = { fail: 0 };
  const mailer = {
    async send(to: string, subject: string, text: string) {
      await mailControl.gate;
      if (mailControl.fail > 0) {
        mailControl.fail--;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      }
      mails.push({ to, subject, text });
    },
  };
  await server.register(app, { db, config, mailer, background: { retryDelaysMs: [20, 20] } });
  await server.ready();

  const addUser: TestApp["addUser"] = async (u) =>
    (
      await insertUser(db, {
        username: u.username,
        email: u.email,
        role: u.role,
        passwordHash: await hashOnce(u.password),
      })
    ).id;
  if (!shared) {
    await addUser({ ...OWNER, role: "owner" });
    await addUser({ ...ADMIN, role: "admin" });
  }

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
    mailControl,
    settle: () => server.background.idle(),
    async another(more = {}) {
      if (!testDb) throw new Error("another() of a second instance: call it on the first");
      const again = await testDb.connectAgain();
      return buildTestApp({ ...env, ...more }, { db: again.db, release: again.close });
    },
    async close() {
      await server.close();
      await drop();
    },
  };
}

/**
 * Something a test file builds once: `build` runs in the file's beforeAll, `close` in its afterAll
 * (registered where this is called, so before the file's own hooks). The answer stands for what
 * was built: read its fields inside tests and hooks, not at the file's top level.
 */
function builtPerFile<T extends object>(
  build: () => Promise<T>,
  close: (v: T) => Promise<void>,
): T {
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
  });
  afterAll(() => built && close(built));
  return new Proxy({} as T, {
    get(_, key) {
      if (!built) throw new Error(`perFile: ${String(key)} is there from the file's beforeAll on`);
      return Reflect.get(built, key);
    },
  });
}

/** The file's fixture (orderFixture, buildScenario, catalogFixture, signedInApp): its app closes after the file. */
export const perFile = <T extends { t: TestApp }>(build: () => Promise<T>) =>
  builtPerFile(build, (f) => f.t.close());

/** The file's app (buildTestApp with `env`), closed after the file. */
export const appPerFile = (env: Record<string, string> = {}) =>
  builtPerFile(
    () => buildTestApp(env),
    (t) => t.close(),
  );

/** The real app with the owner (or `who`) signed in: the fixture of a file that needs no more. */
export async function signedInApp(who?: { email: string; password: string }) {
  const t = await buildTestApp();
  return { t, token: (await t.login(who)).token };
}
