// `npm run restore` refuses, in one line and changing nothing: a PostgreSQL database that running
// servers use (each holds a session-level advisory lock, db/server-presence.ts), and a backup file
// cut off half-way (no raw Z_BUF_ERROR stack).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupTo, restoreFrom } from "../../src/server/backup-files";
import { testDbKind } from "../helpers/db";
import { freshPgDatabase, startInstance } from "../helpers/instances";

const tmp = mkdtempSync(join(tmpdir(), "kt-restore-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TSX = join(process.cwd(), "node_modules/.bin/tsx");
function restoreCli(env: Record<string, string>, file: string) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent" };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  return spawnSync(TSX, ["src/server/backup-cli.ts", "restore", "--from", file, "--force"], {
    env: { ...childEnv, JWT_SECRET: "shared-secret-of-every-instance-long-enough", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe.runIf(testDbKind() === "pg")("restore into a PostgreSQL database in use", () => {
  it(
    "is refused naming every running server, and goes through once they stop",
    { timeout: 180_000 },
    async () => {
      const pgDb = await freshPgDatabase();
      const a = await startInstance({ DATABASE_URL: pgDb.url, PORT: "3101" });
      const b = await startInstance({ DATABASE_URL: pgDb.url, PORT: "3102" });
      try {
        const file = join(tmp, "pg.jsonl.gz");
        await backupTo(a.config, file);
        const [{ n: before }] = await a.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM refresh_tokens",
        );
        const res = restoreCli({ DATABASE_URL: pgDb.url }, file);
        expect(res.status).not.toBe(0);
        const lines = res.stderr.trim().split("\n");
        expect(lines, res.stderr).toHaveLength(1); // one line, no stack
        expect(lines[0]).toContain("Database sedang dipakai 2 server yang berjalan");
        expect(lines[0]).toContain(`kas-talenta ${hostname()} pid ${process.pid} port 3101`);
        expect(lines[0]).toContain(`port 3102`);
        expect(lines[0]).toContain("Tidak ada yang diubah.");
        // nothing changed: the servers keep serving the same database
        expect(await b.db.query("SELECT count(*)::int AS n FROM refresh_tokens")).toEqual([
          { n: before },
        ]);
        await a.close();
        await b.close();
        expect((await restoreFrom(a.config, file, true)).users).toBeGreaterThan(0);
      } finally {
        await a.close().catch(() => undefined);
        await b.close().catch(() => undefined);
        await pgDb.drop();
      }
    },
  );
});

describe.runIf(testDbKind() === "pglite")("a truncated backup file", () => {
  it("is refused with one clear line, the target untouched", { timeout: 180_000 }, async () => {
    const src = await startInstance();
    const file = join(tmp, "whole.jsonl.gz");
    try {
      await backupTo(src.config, file);
    } finally {
      await src.close();
    }
    const whole = readFileSync(file);
    const cut = join(tmp, "cut.jsonl.gz");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = join(tmp, "target");
    const res = restoreCli({ DATA_DIR: target }, cut);
    expect(res.status).not.toBe(0);
    expect(res.stderr.trim()).toBe(
      `Gagal: ${cut} bukan cadangan Kas Talenta yang utuh (file terpotong). Tidak ada yang diubah.`,
    );
    expect(res.stderr).not.toContain("Z_BUF_ERROR");
    // refused before the target was opened: no database files there
    expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
  });
});
