import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openPg, openPglite, type Db } from "../../src/db/connection";
import { migrate } from "../../src/db/migrate";

/** Which database this run tests: TEST_DB=pg uses TEST_DATABASE_URL, anything else PGlite in memory. */
export const testDbKind = (): "pg" | "pglite" => (process.env.TEST_DB === "pg" ? "pg" : "pglite");

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DB=pg butuh TEST_DATABASE_URL (mis. postgres://postgres@127.0.0.1:5432/test)",
    );
  return url;
}

/** Runs `fn` on a client of TEST_DATABASE_URL's database (CREATE/DROP DATABASE cannot be pooled). */
export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated database this run's globalSetup made (tests/helpers/db-image.ts), or undefined
 * outside a vitest run of the api project (benchmarks, e2e): then each database migrates itself.
 */
async function runImage(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("dbImage");
}

export interface TestDb {
  db: Db;
  drop(): Promise<void>;
  /**
   * Another connection to the same database, as a second app instance would have: its own
   * pool on PostgreSQL; on PGlite (one process, one connection) the same instance.
   */
  connectAgain(): Promise<{ db: Db; close(): Promise<void> }>;
}

/** A fresh, migrated database of its own: an in-memory PGlite, or a throwaway PostgreSQL database. */
export async function createTestDb(via?: (url: string) => string): Promise<TestDb> {
  const image = await runImage();
  if (testDbKind() === "pglite") {
    const db = image
      ? await openPglite(undefined, { image: new Blob([readFileSync(image)]) })
      : await openPglite();
    if (!image) await migrate(db);
    return {
      db,
      drop: () => db.close(),
      connectAgain: async () => ({ db, close: async () => {} }),
    };
  }
  const url = testDatabaseUrl();
  const name = `kt_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(url, (c) =>
    c.query(`CREATE DATABASE ${name}${image ? ` TEMPLATE ${image}` : ""}`),
  );
  const target = new URL(url);
  target.pathname = "/" + name;
  const db = await openPg(via ? via(target.toString()) : target.toString(), 10);
  if (!image) await migrate(db);
  return {
    db,
    async connectAgain() {
      const other = await openPg(target.toString(), 10);
      return { db: other, close: () => other.close() };
    },
    async drop() {
      await db.close().catch(() => undefined);
      await withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
