// One process owns a PGlite DATA_DIR. A second server or a seed against a
// running server's folder refuses with one Indonesian line, a non-zero exit and no file touched;
// a lock left by a kill -9 is taken over whatever its pid or hostname says (an OS lock).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { prepareDatabase } from "../../src/server/start";
import { lockDataDir, readLock, type LockInfo } from "../../src/db/data-dir-lock";
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

/** A child holding the lock of dir, started as `argv` + the holder script; resolves at "held". */
async function holdIn(dir: string, argv: string[] = []) {
  const holder = join(dir, "hold.mts");
  writeFileSync(
    holder,
    `import { lockDataDir } from ${JSON.stringify(join(process.cwd(), "src/db/data-dir-lock.ts"))};
await lockDataDir(${JSON.stringify(dir)}); console.log("held", process.pid); setInterval(() => {}, 1000);`,
  );
  const cmd = [...argv, process.execPath, "--import", "tsx", holder];
  // node itself (not the tsx wrapper): kill -9 must hit the process that holds the lock
  const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  const pid = await new Promise<number>((ok, fail) => {
    child.stdout!.on("data", (d) => {
      const m = /held (\d+)/.exec(String(d));
      if (m) ok(Number(m[1]));
    });
    child.on("exit", (code) => fail(new Error(`holder exited ${code}`)));
  });
  const kill = async () => {
    child.kill("SIGKILL");
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((ok) => child.on("exit", ok));
  };
  return { pid, kill };
}

/** A lock file as a dead server left it: its information only, no process holds the flock. */
function leftBehind(dir: string, info: Partial<LockInfo>) {
  const path = join(dir, "kas-talenta.lock");
  writeFileSync(path, JSON.stringify({ pid: 1, host: hostname(), since: "2026-01-01", ...info }));
  return path;
}

const unshareWorks =
  spawnSync("unshare", ["-fp", "--mount-proc", "true"], { stdio: "ignore" }).status === 0;
if (!unshareWorks)
  console.warn(
    "SKIP PID-1 lock case: `unshare -fp --mount-proc` is not permitted here " +
      "(needs root or user namespaces; util-linux unshare)",
  );

describe("a lock left by a dead process", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "kt-stale-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is refused while its holder lives, taken over after kill -9", async () => {
    const holder = await holdIn(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`sedang dipakai proses lain \\(pid ${holder.pid}`),
    );
    await holder.kill();
    const lock = await lockDataDir(dir);
    expect(readLock(lock.path)?.pid).toBe(process.pid);
    lock.release();
  });

  it("is taken over when its pid now belongs to a live process (a reused pid)", async () => {
    const other = spawn("sleep", ["60"]);
    leftBehind(dir, { pid: other.pid! });
    const lock = await lockDataDir(dir);
    expect(readLock(lock.path)?.pid).toBe(process.pid);
    lock.release();
    other.kill("SIGKILL");
  });

  it("is taken over when its pid is the new process's own", async () => {
    leftBehind(dir, { pid: process.pid });
    const lock = await lockDataDir(dir);
    lock.release();
  });

  it("is taken over when it was written under another hostname (a recreated container)", async () => {
    leftBehind(dir, { pid: process.pid, host: "a-container-that-is-gone" });
    const lock = await lockDataDir(dir);
    expect(readLock(lock.path)?.host).toBe(hostname());
    lock.release();
  });

  it.runIf(unshareWorks)(
    "is taken over by a server that runs as PID 1 in a new PID namespace, after kill -9",
    async () => {
      const path = leftBehind(dir, { pid: 1 });
      const ns = ["unshare", "--kill-child", "-fp", "--mount-proc"];
      const first = await holdIn(dir, ns);
      expect(first.pid).toBe(1);
      expect(readLock(path)?.pid).toBe(1);
      await first.kill();
      // the next container's server is PID 1 again, the lock file says pid 1
      const second = await holdIn(dir, ns);
      expect(second.pid).toBe(1);
      await second.kill();
      const lock = await lockDataDir(dir);
      lock.release();
    },
  );
});
