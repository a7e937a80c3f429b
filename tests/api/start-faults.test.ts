// Start faults: production never loads the demo; a database that cannot answer is a 503 with
// Retry-After, and /api/health names it; a DATA_DIR that cannot be written is one line at start.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { initDatabase } from "../../src/server/start";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { openPg, withParallelScan, type Queryable } from "../../src/db/connection";
import { DB_UNAVAILABLE_MESSAGE, isDbUnavailable } from "../../src/server/db-faults";
import { buildTestApp } from "../helpers/app";
import { createTestDb, testDbKind } from "../helpers/db";

describe("production start", () => {
  it("never loads the demo or its accounts, whatever SEED_DEMO says, and says so", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SEED_DEMO: "true",
      OWNER_EMAIL: "boss@agency.id",
      OWNER_PASSWORD: "a-long-owner-password",
      PUBLIC_URL: "https://kas.agency.id",
      JWT_SECRET: "a-secret-long-enough-for-hs256-signing",
      DATA_DIR: join("/tmp", `kt-prod-${process.pid}`),
    } as NodeJS.ProcessEnv);
    expect(config.seedDemo).toBe(false);
    const { db, drop } = await createTestDb();
    try {
      const logs: string[] = [];
      await initDatabase(db, config, (m) => logs.push(m));
      expect(logs.join("\n")).toContain("Mode produksi: data demo dan akun demo tidak dimuat");
      expect(await db.query("SELECT email, role FROM users")).toEqual([
        { email: "boss@agency.id", role: "owner" },
      ]);
      for (const table of ["orders", "talents", "services"])
        expect(await db.query(`SELECT count(*)::int AS n FROM ${table}`), table).toEqual([
          { n: 0 },
        ]);
    } finally {
      await drop();
    }
  });
});

describe("a database that cannot answer", () => {
  it.runIf(testDbKind() === "pglite")("/api/health names the database that is down", async () => {
    const t = await buildTestApp();
    expect((await t.call({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      status: "ok",
      database: "pglite",
      disk: { full: false },
    });
    await t.db.close();
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.json().message).toBe(
      "Server API berjalan, tetapi database (PGlite) tidak menjawab.",
    );
    await t.app.close();
  });

  it.runIf(testDbKind() === "pg")(
    "a PostgreSQL that goes away answers 503 with Retry-After, and /api/health names it",
    async () => {
      // a real PostgreSQL behind a TCP relay; closing the relay is PostgreSQL going down
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const sockets = new Set<Socket>();
      const relay = createServer((client) => {
        const up = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, up]) {
          sockets.add(s);
          s.on("error", () => undefined);
        }
        client.pipe(up).pipe(client);
      });
      await new Promise<void>((ok) => relay.listen(0, "127.0.0.1", ok));
      const port = (relay.address() as AddressInfo).port;
      const t = await buildTestApp({}, undefined, (url) => {
        const u = new URL(url);
        u.hostname = "127.0.0.1";
        u.port = String(port);
        return u.toString();
      });
      try {
        const { token } = await t.login();
        const ok = await t.call({ method: "GET", url: "/api/health" });
        expect(ok.json()).toEqual({
          status: "ok",
          database: "postgresql",
          disk: { free_mb: null, full: false },
        });
        await new Promise<void>((ok) => {
          relay.close(() => ok());
          for (const s of sockets) s.destroy();
        });
        const health = await t.call({ method: "GET", url: "/api/health" });
        expect(health.statusCode).toBe(503);
        expect(health.json().message).toBe(
          "Server API berjalan, tetapi database (PostgreSQL) tidak menjawab.",
        );
        const res = await t.call({ method: "GET", url: "/api/talent/getAllTalents", token });
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json().message).toBe(DB_UNAVAILABLE_MESSAGE);
      } finally {
        await t.close();
      }
    },
  );

  it.runIf(testDbKind() === "pg")(
    "a PostgreSQL on a closed port stops the start in one line",
    async () => {
      await expect(
        openPg("postgres://postgres@127.0.0.1:1/x", 2, { connectMs: 500, statementMs: 500 }),
      ).rejects.toThrow(/^PostgreSQL \(DATABASE_URL\) tidak dapat dihubungi: ECONNREFUSED/);
    },
  );

  it.runIf(testDbKind() === "pg")(
    "a statement over PG_STATEMENT_TIMEOUT_MS is cancelled and answers 503",
    async () => {
      const db = await openPg(process.env.TEST_DATABASE_URL!, 3, {
        connectMs: 1000,
        statementMs: 300,
      });
      const started = Date.now();
      const err = await db.query("SELECT pg_sleep(3)").catch((e: unknown) => e);
      await db.close();
      expect(Date.now() - started).toBeLessThan(2500);
      expect((err as { code?: string }).code).toBe("57014");
      expect(isDbUnavailable(err)).toBe(true);
    },
  );
});

describe("a DATA_DIR that cannot be written", () => {
  it("stops the start with one clear line, not a stack", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: "/sys/kas-talenta-data",
      JWT_SECRET: "",
      LOG_LEVEL: "silent",
    };
    delete env.DATABASE_URL;
    const res = spawnSync(join(process.cwd(), "node_modules/.bin/tsx"), ["src/server/main.ts"], {
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(res.status).not.toBe(0);
    const lines = res.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Gagal memulai: (Folder data \/sys\/kas-talenta-data tidak dapat ditulisi|Disk penuh)/,
    );
  });
});

describe.runIf(testDbKind() === "pg")("the app's PostgreSQL sessions", () => {
  it("plan no parallel query and keep their statement timeout, on every pooled connection", async () => {
    const db = await openPg(process.env.TEST_DATABASE_URL!, 3, {
      connectMs: 5_000,
      statementMs: 12_000,
    });
    try {
      const seen = await Promise.all(
        Array.from({ length: 3 }, () =>
          db.transaction(async (tx) => {
            const [w] = await tx.query<{ w: string }>(
              "SELECT current_setting('max_parallel_workers_per_gather') AS w",
            );
            const [t] = await tx.query<{ t: string }>(
              "SELECT current_setting('statement_timeout') AS t",
            );
            await tx.query("SELECT pg_sleep(0.05)"); // three connections at once, not one reused
            return `${w.w} ${t.t}`;
          }),
        ),
      );
      expect(seen).toEqual(["0 12s", "0 12s", "0 12s"]);
      // the reconciliation's scan of every order may use them, for its own statement only
      const setting = (q: Queryable) =>
        q.query<{ w: string }>("SELECT current_setting('max_parallel_workers_per_gather') AS w");
      expect(await withParallelScan(db, setting)).toEqual([{ w: "2" }]);
      const after = await Promise.all(
        Array.from({ length: 3 }, () =>
          db.transaction(async (tx) => {
            const [r] = await setting(tx);
            await tx.query("SELECT pg_sleep(0.05)");
            return r.w;
          }),
        ),
      );
      expect(after).toEqual(["0", "0", "0"]);
    } finally {
      await db.close();
    }
  });
});
