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
    const db = image ? await pooledPglite(image) : await openPglite();
    if (!image) await migrate(db);
    return {
      db,
      drop: () => (image ? giveBack(db) : db.close()),
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

/**
 * PGlite instances a file has dropped, emptied back to the image, for the worker's next file:
 * loading the image costs 0.6–0.9 s of CPU per file (2–2.6 s with both workers busy), emptying
 * ~60 ms. The files of a worker run one after another in one module graph (isolate: false).
 */
const spare: Db[] = [];
/** What the image holds besides its schema, read from a fresh copy before any test wrote to it. */
let pristine: Promise<Pristine> | undefined;
interface Pristine {
  tables: string[];
  rows: { table: string; json: string }[];
  /** Sequences a migration moved (none today): set back after TRUNCATE … RESTART IDENTITY. */
  sequences: { name: string; last: number }[];
  schema: string;
}

async function pooledPglite(image: string): Promise<Db> {
  const reused = spare.pop();
  // a new object each time: the server keeps state per Db object (throttle.ts' refusals)
  if (reused) return { ...reused };
  const db = await openPglite(undefined, { image: new Blob([readFileSync(image)]) });
  pristine ??= readPristine(db);
  await pristine;
  return db;
}

async function readPristine(db: Db): Promise<Pristine> {
  const tables = (
    await db.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
  ).map((r) => r.name);
  const rows: Pristine["rows"] = [];
  for (const table of tables) {
    const [{ json }] = await db.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${table} t`,
    );
    if (json) rows.push({ table, json });
  }
  const sequences = await db.query<{ name: string; last: number }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
            last_value::int AS last
       FROM pg_sequences WHERE last_value IS NOT NULL`,
  );
  return { tables, rows, sequences, schema: await schemaPrint(db) };
}

/**
 * Everything a test could change besides rows: tables, columns, defaults, indexes, constraints,
 * triggers, functions, roles and their settings (unique-names drops an index on purpose). A
 * database whose print differs from the image's is closed instead of pooled.
 */
async function schemaPrint(db: Db): Promise<string> {
  const [{ print }] = await db.query<{ print: string }>(`
    SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS print FROM (
      SELECT c.relkind::text || ' ' || n.nspname || '.' || c.relname || ' ' ||
             coalesce(pg_get_indexdef(c.oid), '') AS x
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL
      SELECT a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid AND c.relnamespace = 'public'::regnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attnum > 0 AND NOT a.attisdropped
      UNION ALL
      SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL
      SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL
      SELECT proname || ' ' || md5(prosrc) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      UNION ALL
      SELECT 'role ' || rolname || ' ' || rolsuper::text FROM pg_roles
      UNION ALL
      SELECT 'setting ' || coalesce(setconfig::text, '') FROM pg_db_role_setting
    ) s`);
  return print;
}

/** Empties a dropped database back to the image and keeps it for the next file, or closes it. */
async function giveBack(db: Db): Promise<void> {
  const image = await pristine!;
  try {
    if (spare.length > 0) throw new Error("one spare already");
    // session state first (settings, temporary tables, advisory locks, prepared statements):
    // a temporary table would otherwise count as a schema change
    await db.exec("DISCARD ALL");
    if ((await schemaPrint(db)) !== image.schema) throw new Error("schema changed");
    await db.transaction(async (tx) => {
      await tx.exec(`TRUNCATE ${image.tables.join(", ")} RESTART IDENTITY CASCADE`);
      for (const { table, json } of image.rows)
        await tx.query(
          `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`,
          [json],
        );
      for (const { name, last } of image.sequences)
        await tx.query("SELECT setval($1::regclass, $2)", [name, last]);
    });
    spare.push(db);
  } catch {
    // closed by its test (the health check of a stopped database), changed, or one spare already
    await db.close().catch(() => undefined);
  }
}
