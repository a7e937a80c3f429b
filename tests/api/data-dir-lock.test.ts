// Issue 18 defects 1–2: one process owns a PGlite DATA_DIR. A second server or a seed against a
// running server's folder refuses with one Indonesian line, a non-zero exit and no file touched;
// a lock left by a kill -9 is taken over.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { prepareDatabase } from "../../src/server/start";
import { lockDataDir, readLock } from "../../src/db/data-dir-lock";
import type { Db } from "../../src/db/connection";
import { testDbKind } from "../helpers/db";

const TSX = join(process.cwd(), "node_modules/.bin/tsx");

/** Every file under dir with its size and mtime: "nothing written" is this listing unchanged. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const p = join(e.parentPath, e.name);
      const s = statSync(p);
      return `${p} ${s.size} ${s.mtimeMs}`;
    })
    .sort();
}

export function runCli(script: string, env: Record<string, string>, args: string[] = []) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  Object.assign(childEnv, env);
  return spawnSync(TSX, [script, ...args], { env: childEnv, encoding: "utf8", timeout: 60_000 });
}

describe.runIf(testDbKind() === "pglite")("the DATA_DIR lock", () => {
  let dataDir: string;
  let db: Db;
  const env = () => ({
    DATA_DIR: dataDir,
    JWT_SECRET: "a-secret-long-enough-for-hs256-signing",
    SEED_DEMO: "false",
    PORT: "39217",
  });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "kt-lock-"));
    db = await prepareDatabase(loadConfig(env() as NodeJS.ProcessEnv), () => undefined);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds the running process's pid", () => {
    expect(readLock(join(dataDir, "kas-talenta.lock"))?.pid).toBe(process.pid);
  });

  it("a second server on the same DATA_DIR refuses, exits non-zero and writes nothing", () => {
    const before = snapshot(dataDir);
    const res = runCli("src/server/main.ts", env());
    expect(res.status).not.toBe(0);
    expect(res.stderr).toContain(`Folder data ${dataDir} sedang dipakai proses lain`);
    expect(res.stderr).toContain(`pid ${process.pid}`);
    expect(res.stderr.trim().split("\n")).toHaveLength(1); // one line, no stack
    expect(snapshot(dataDir)).toEqual(before);
  });

  it("npm run seed against a running server's DATA_DIR refuses and writes nothing", async () => {
    const orders = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
    const before = snapshot(dataDir);
    const res = runCli("src/server/seed-cli.ts", env(), ["--orders", "50"]);
    expect(res.status).not.toBe(0);
    expect(res.stderr).toContain("sedang dipakai proses lain");
    expect(snapshot(dataDir)).toEqual(before);
    expect(await db.query("SELECT count(*)::int AS n FROM orders")).toEqual(orders);
  });
});

describe("a lock left by a killed process", () => {
  it("is stale after kill -9 and taken over by the next opener", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kt-stale-"));
    const holder = join(dir, "hold.ts");
    writeFileSync(
      holder,
      `import { lockDataDir } from ${JSON.stringify(join(process.cwd(), "src/db/data-dir-lock.ts"))};
lockDataDir(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000);`,
    );
    // node itself (not the tsx wrapper): kill -9 must hit the process that holds the lock
    const child = spawn(process.execPath, ["--import", "tsx", holder], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((ok) =>
      child.stdout!.on("data", (d) => String(d).includes("held") && ok()),
    );
    expect(() => lockDataDir(dir)).toThrow(/sedang dipakai proses lain \(pid \d+/);
    child.kill("SIGKILL");
    await new Promise((ok) => child.on("exit", ok));
    const lock = lockDataDir(dir);
    expect(readLock(lock.path)?.pid).toBe(process.pid);
    lock.release();
    rmSync(dir, { recursive: true, force: true });
  });
});
