import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPg, openPglite, type Db } from "../../src/db/connection";
import { migrate } from "../../src/db/migrate";

/** Which database this run tests: TEST_DB=pg uses TEST_DATABASE_URL, anything else PGlite in memory. */
export const testDbKind = (): "pg" | "pglite" => (process.env.TEST_DB === "pg" ? "pg" : "pglite");

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
  if (testDbKind() === "pglite") {
    const db = await openPglite();
    await migrate(db);
    return {
      db,
      drop: () => db.close(),
      connectAgain: async () => ({ db, close: async () => {} }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DB=pg butuh TEST_DATABASE_URL (mis. postgres://postgres@127.0.0.1:5432/test)",
    );
  const name = `kt_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = "/" + name;
  const db = await openPg(via ? via(target.toString()) : target.toString(), 10);
  await migrate(db);
  return {
    db,
    async connectAgain() {
      const other = await openPg(target.toString(), 10);
      return { db: other, close: () => other.close() };
    },
    async drop() {
      await db.close().catch(() => undefined);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
