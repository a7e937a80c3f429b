// A full disk: a write the database cannot store answers 507 with an Indonesian sentence (never a
// generic 500), /api/health says the disk is full, and a start on a full disk is one line.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app";
import { testDbKind } from "../helpers/db";
import { DISK_FULL_MESSAGE } from "../../src/server/db-faults";

/** Both PostgreSQL's and PGlite's words for a write with no room (db/data-dir-lock.ts). */
const DISK_FULL_ERRORS = [
  Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
    code: "53100",
  }),
  Object.assign(new Error("FS error"), { name: "ErrnoError", errno: 51 }),
];

describe("a write on a full disk", () => {
  it.each(DISK_FULL_ERRORS)("answers 507 with a sentence, and /health says so", async (err) => {
    const t = await buildTestApp();
    try {
      const { token } = await t.login();
      // the database refuses every write for want of space
      t.db.transaction = () => Promise.reject(err);
      const res = await t.call({
        method: "PUT",
        url: "/api/settings/kas",
        token,
        payload: { kas: 1000 },
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ message: DISK_FULL_MESSAGE });
      const health = await t.call({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(507);
      expect(health.json().message).toMatch(/^Server API berjalan, tetapi disk penuh/);
    } finally {
      await t.close();
    }
  });
});

const mountNs =
  spawnSync("unshare", ["-m", "sh", "-c", "mount -t tmpfs -o size=1m tmpfs /mnt"], {
    stdio: "ignore",
  }).status === 0;
if (!mountNs)
  console.warn("SKIP full-disk tmpfs cases: `unshare -m` + tmpfs mount is not permitted here");

/** node on `script` with DATA_DIR on a tmpfs of `size` in its own mount namespace. */
function onTmpfs(dir: string, size: string, fill: boolean, env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  const sh =
    `mount -t tmpfs -o size=${size} tmpfs ${dir} && ` +
    `${fill ? `fallocate -l ${size} ${dir}/fill; ` : ""}` +
    `exec ${process.execPath} --import tsx src/server/main.ts`;
  return { cmd: ["unshare", "-m", "sh", "-c", sh], env: { ...childEnv, DATA_DIR: dir } };
}

describe.runIf(testDbKind() === "pglite" && mountNs)("a DATA_DIR on a full disk", () => {
  const secret = { JWT_SECRET: "a-secret-long-enough-for-hs256-signing", SEED_DEMO: "false" };

  it("stops the start with one line, no stack", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), "kt-full-"));
    const { cmd, env } = onTmpfs(dir, "1m", true, { ...secret, PORT: "39218" });
    const res = spawnSync(cmd[0]!, cmd.slice(1), { env, encoding: "utf8", timeout: 100_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(res.status).not.toBe(0);
    const lines = res.stderr.trim().split("\n");
    expect(lines, res.stderr).toHaveLength(1);
    expect(lines[0]).toBe(`Gagal memulai: Disk penuh: tidak dapat menulis ke ${dir}.`);
  });

  it("/api/health answers 507 once the disk fills", { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "kt-full-"));
    const port = 39219;
    const { cmd, env } = onTmpfs(dir, "150m", false, { ...secret, PORT: String(port) });
    const child = spawn(cmd[0]!, cmd.slice(1), { env, stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((ok, fail) => {
        child.stdout!.on("data", (d) => String(d).includes("siap") && ok());
        child.on("exit", (code) => fail(new Error(`server exited ${code}`)));
      });
      const health = async () => {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        return { status: r.status, body: (await r.json()) as Record<string, unknown> };
      };
      const before = await health();
      expect(before.status).toBe(200);
      expect(before.body.disk).toMatchObject({ full: false });
      // the server's own view of DATA_DIR (its mount namespace) through /proc
      const inside = `/proc/${child.pid}/root${dir}`;
      const free = (before.body.disk as { free_mb: number }).free_mb;
      expect(spawnSync("fallocate", ["-l", `${free}m`, `${inside}/fill`]).status).toBe(0);
      const after = await health();
      expect(after.status).toBe(507);
      expect(after.body.message).toMatch(
        /^Server API berjalan, tetapi disk penuh: perubahan tidak dapat disimpan \(sisa \d+ MB di folder data\)\.$/,
      );
    } finally {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
