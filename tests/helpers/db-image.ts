// The api project's globalSetup: migrates ONE database per run, so each test file copies it
// instead of booting and migrating its own (3–6 s a file). On PGlite the copy is a
// saved data dir (a tarball in a temp dir) each file loads; on PostgreSQL a template database
// each file clones. Names are unique per run and everything made here is removed at teardown,
// so concurrent runs on one PostgreSQL never meet.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { dumpPglite, openPg, openPglite } from "../../src/db/connection";
import { migrate } from "../../src/db/migrate";
import { alive, sweepDeadRunDirs } from "./dead-runs";
import { testDatabaseUrl, testDbKind, withAdmin } from "./db";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of the migrated data-dir tarball; PostgreSQL: name of the template database. */
    dbImage: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await sweepKilledRuns();
  const made = testDbKind() === "pg" ? await pgTemplate() : await pgliteImage();
  project.provide("dbImage", made.image);
  return made.remove;
}

/**
 * What a killed run left behind (teardown never ran): its image dir in the temp dir and, on
 * PostgreSQL, its template and per-file databases. Every name carries the pid that made it, so
 * only what belongs to a process that is gone is removed — a concurrent run's stays.
 */
async function sweepKilledRuns() {
  sweepDeadRunDirs("kt-db-image");
  if (testDbKind() !== "pg") return;
  await withAdmin(testDatabaseUrl(), async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^kt_(tpl|test)_[0-9]+_[0-9a-f]+$'",
    );
    for (const { datname } of rows)
      if (!alive(Number(datname.split("_")[2])))
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

async function pgliteImage() {
  const dir = mkdtempSync(join(tmpdir(), `kt-db-image-${process.pid}-`));
  const db = await openPglite();
  try {
    await migrate(db);
    // uncompressed: ~40 MB on disk, but no gunzip in every file that loads it
    const tar = await dumpPglite(db);
    writeFileSync(join(dir, "pglite.tar"), Buffer.from(await tar.arrayBuffer()));
  } finally {
    await db.close();
  }
  return {
    image: join(dir, "pglite.tar"),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function pgTemplate() {
  const url = testDatabaseUrl();
  const name = `kt_tpl_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const remove = () =>
    withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  try {
    const target = new URL(url);
    target.pathname = "/" + name;
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template: close first
    const db = await openPg(target.toString(), 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  } catch (err) {
    await remove().catch(() => undefined);
    throw err;
  }
  return { image: name, remove: async () => void (await remove()) };
}
