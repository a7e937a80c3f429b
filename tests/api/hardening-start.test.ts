// Regressions of the start: DATA_DIR that does not exist yet (6), a first start
// interrupted during the demo seed (10), and the landing page at the root URL (14).
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Db, Queryable } from "../../src/db/connection";
import { loadConfig } from "../../src/server/config";
import { initDatabase, prepareDatabase } from "../../src/server/start";
import { buildTestApp } from "../helpers/app";
import { createTestDb, testDbKind } from "../helpers/db";

const count = async (db: Queryable, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe("defect 6: a fresh DATA_DIR with JWT_SECRET set", () => {
  it("is created in one place before the database opens it", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "kt-fresh-")), "does", "not", "exist");
    // on PostgreSQL the start gets a fresh database of its own (migrated, no owner yet), as a
    // first start beside a new DATA_DIR would
    let databaseUrl: string | undefined;
    const pg = testDbKind() === "pg" ? await createTestDb((url) => (databaseUrl = url)) : undefined;
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: "a-secret-long-enough-for-hs256-signing",
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      } as NodeJS.ProcessEnv);
      expect(existsSync(dataDir)).toBe(true);
      const db = await prepareDatabase(config, () => undefined);
      try {
        expect(await count(db, "users")).toBe(1);
        // PGlite keeps its files under the DATA_DIR; PostgreSQL writes none there
        expect(existsSync(join(dataDir, "pglite"))).toBe(!databaseUrl);
      } finally {
        await db.close();
      }
    } finally {
      await pg?.drop();
    }
  });
});

describe("defect 10: an interrupted first start is completed by the next one", () => {
  it("seeds in one transaction: a crash midway leaves nothing, the next start seeds it all", async () => {
    const { db, drop } = await createTestDb();
    try {
      // the crash: the third batch of demo orders dies as a kill -9 would end the statement
      let orderInserts = 0;
      const crashing: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              exec: (sql) => tx.exec(sql),
              query: (sql, params) => {
                if (/^INSERT INTO orders/.test(sql) && ++orderInserts === 3)
                  throw new Error("simulated kill -9");
                return tx.query(sql, params);
              },
            }),
          ),
      };
      const config = {
        ownerEmail: "owner@example.com",
        ownerPassword: "owner12345",
        seedDemo: true,
      };
      await expect(initDatabase(crashing, config, () => undefined)).rejects.toThrow(
        "simulated kill -9",
      );
      expect(orderInserts).toBe(3);
      for (const table of [
        "users",
        "talents",
        "services",
        "orders",
        "order_rollup_daily",
        "order_rollup_props",
        "order_customer_names",
        "order_id_blocks",
      ])
        expect(await count(db, table), table).toBe(0);

      const logs: string[] = [];
      await initDatabase(db, config, (m) => logs.push(m));
      expect(logs.join("\n")).toContain("Data demo dimuat");
      expect(await count(db, "users")).toBe(4);
      expect(await count(db, "talents")).toBe(15);
      expect(await count(db, "orders")).toBe(2000);
      // and a third start changes nothing
      await initDatabase(db, config, () => undefined);
      expect(await count(db, "orders")).toBe(2000);
    } finally {
      await drop();
    }
  });
});

describe("defect 14: GET / serves the landing page", () => {
  it("answers 200 with index.html, revalidated, with the security headers", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "kt-client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Kas Talenta</title>");
    const t = await buildTestApp({ CLIENT_DIR: clientDir });
    try {
      const res = await t.call({ method: "GET", url: "/" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("<title>Kas Talenta</title>");
      // revalidated on every load (no-cache, or the static plugin's max-age=0)
      expect(res.headers["cache-control"]).toMatch(/no-cache|max-age=0/);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      const head = await t.call({ method: "HEAD", url: "/" });
      expect(head.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
