// The PGlite pool of tests/helpers/db.ts hands a dropped database to the worker's next file: that
// file must find exactly the migrated image (no rows, identities from 1, the seeded settings), a
// database whose schema a test changed must not be handed on, and state the server keeps per Db
// object must not follow the database to the next user.
import { describe, expect, it } from "vitest";
import { createTestDb, testDbKind } from "../helpers/db";

const started = async (db: Awaited<ReturnType<typeof createTestDb>>["db"]) =>
  (await db.query<{ at: string }>("SELECT pg_postmaster_start_time()::text AS at"))[0].at;
const counts = (db: Awaited<ReturnType<typeof createTestDb>>["db"]) =>
  db.query<{ users: number; services: number; settings: string }>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM services) AS services,
            (SELECT json_agg(s ORDER BY s)::text FROM settings s) AS settings`,
  );

describe.runIf(testDbKind() === "pglite")("a pooled test database", () => {
  it("comes back as the image: rows gone, identities from 1, the seeded settings as they were", async () => {
    const first = await createTestDb();
    const [before] = await counts(first.db);
    expect(before.users).toBe(0);
    await first.db.query("INSERT INTO services (name) VALUES ('Pijat'), ('Lulur')");
    await first.db.query("UPDATE settings SET kas = 123456, talent_rate_bp = 5000");
    await first.db.exec("SET statement_timeout = '1s'; CREATE TEMP TABLE left_over (n int)");
    const instance = await started(first.db);
    await first.drop();

    const next = await createTestDb();
    try {
      // the same PGlite (not a fresh load of the image) under a new Db object
      expect(await started(next.db)).toBe(instance);
      expect(next.db).not.toBe(first.db);
      expect(await next.db.query("SHOW statement_timeout")).toEqual([{ statement_timeout: "0" }]);
      expect(await next.db.query("SELECT to_regclass('left_over') AS t")).toEqual([{ t: null }]);
      expect(await counts(next.db)).toEqual([{ ...before, services: 0 }]);
      const [row] = await next.db.query<{ id: number }>(
        "INSERT INTO services (name) VALUES ('Spa') RETURNING id",
      );
      expect(row.id).toBe(1);
    } finally {
      await next.drop();
    }
  });

  it("is not handed on after its schema changed", async () => {
    const changed = await createTestDb();
    await changed.db.exec("DROP INDEX services_name_unique");
    const instance = await started(changed.db);
    await changed.drop();

    const next = await createTestDb();
    try {
      expect(await started(next.db)).not.toBe(instance);
      const indexes = await next.db.query("SELECT 1 FROM pg_indexes WHERE indexname = $1", [
        "services_name_unique",
      ]);
      expect(indexes).toHaveLength(1);
    } finally {
      await next.drop();
    }
  });
});
