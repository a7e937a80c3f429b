// One process owns a PGlite data folder. PGlite has no locking of its own: a second process
// (another server, the seed, a restore) opening the same files corrupts the database.
//
// The lock is an OS lock (flock) on `<dir>/kas-talenta.lock`, held by a small `flock` child for
// the life of this process: the child waits on a pipe from us, so when we die in any way (kill
// -9, OOM, power loss of the container) the kernel closes the pipe, the child exits and the lock
// is gone. No pid is ever compared: a pid that is our own (PID 1 in a container), one that now
// belongs to another process, or a lock written under another hostname (a recreated container)
// cannot keep a dead server's folder locked. The file's JSON (pid, host, port, backup key) is
// information for the operator and for `npm run backup`, never the lock itself. Node has no
// flock of its own; `flock` is util-linux (Debian, Ubuntu) or busybox (Alpine).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { setTimeout as delay } from "node:timers/promises";

/** A refusal meant for the operator: one Indonesian line, no stack. */
export class StartError extends Error {}

export interface LockInfo {
  pid: number;
  host: string;
  since: string;
  /** Where the owning server listens and the key of its backup endpoint (file mode 0600). */
  port?: number;
  backupToken?: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Records where the server listens so `npm run backup` can ask it for a snapshot. */
  setServer(port: number, backupToken: string): void;
  release(): void;
}

const FLOCK = process.env.FLOCK_PATH ?? "flock";
/** A lock a dead holder's child still holds for a moment (it is reading its pipe's end). */
const TAKEOVER_WAIT_MS = 2_000;

const noFlock = () =>
  new StartError(
    `Perintah ${FLOCK} tidak ditemukan: pasang util-linux (apt-get install util-linux) atau ` +
      `busybox, untuk mengunci folder data PGlite. Tidak ada yang diubah.`,
  );

export function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, "utf8")) as LockInfo;
    return Number.isInteger(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The live owner of the lock, if any: someone holds the flock (its info may be unreadable). */
export function lockOwner(path: string): LockInfo | undefined {
  const res = spawnSync(FLOCK, ["-n", "-s", path, "true"], { stdio: "ignore" });
  if (res.error) throw noFlock();
  if (res.status === 0) return undefined;
  return readLock(path) ?? { pid: 0, host: "?", since: "?" };
}

export function busyMessage(dir: string, info: LockInfo): string {
  return (
    `Folder data ${dir} sedang dipakai proses lain (pid ${info.pid}` +
    `${info.host !== hostname() ? ` di host ${info.host}` : ""}` +
    `${info.port ? `, server di port ${info.port}` : ""}, sejak ${info.since}). ` +
    `Hanya satu proses boleh membuka database PGlite: hentikan proses itu dulu` +
    ` (cadangan saat server berjalan: npm run backup). Tidak ada yang diubah.`
  );
}

/** PGlite's file system (Emscripten) throws numbered errors without a code name. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  51: "ENOSPC",
  69: "EROFS",
  2: "EACCES",
  63: "EPERM",
};

/**
 * A write refused for want of space: Node's ENOSPC/EDQUOT, PGlite's numbered errno, PostgreSQL's
 * disk_full (53100) or its "No space left on device" in a write error's words.
 */
export function isDiskFull(err: unknown): boolean {
  const e = err as { code?: string; name?: string; errno?: number; message?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (e.code === "ENOSPC" || e.code === "EDQUOT" || e.code === "53100") return true;
  if (e.name === "ErrnoError" && EMSCRIPTEN_ERRNO[e.errno ?? -1] === "ENOSPC") return true;
  return (
    typeof e.message === "string" && /No space left on device|Disk quota exceeded/.test(e.message)
  );
}

/** A full or read-only disk, said in one line. */
export function diskMessage(dir: string, err: unknown): string | undefined {
  const e = err as { code?: string; name?: string; errno?: number } | null;
  const code = e?.code ?? (e?.name === "ErrnoError" ? EMSCRIPTEN_ERRNO[e.errno ?? -1] : undefined);
  if (code === "ENOSPC" || code === "EDQUOT" || isDiskFull(err))
    return `Disk penuh: tidak dapat menulis ke ${dir}.`;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM")
    return `Folder data ${dir} tidak dapat ditulisi (${code}): periksa izin atau mount read-only.`;
  return undefined;
}

/** Rewrites the information in place (never unlink a flocked file: a waiter would lock a ghost). */
function write(path: string, info: LockInfo | undefined) {
  const fd = openSync(path, "r+");
  try {
    ftruncateSync(fd, 0);
    if (info) writeSync(fd, JSON.stringify(info), 0);
  } finally {
    closeSync(fd);
  }
}

/**
 * One try: a `flock -n` child that says "locked" and then waits on its stdin (our pipe) for
 * ever. Detached, so a Ctrl-C to the terminal's process group does not end it before us.
 */
function tryFlock(path: string): Promise<ChildProcess | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(FLOCK, ["-n", "-x", path, "sh", "-c", "echo locked; read _"], {
      stdio: ["pipe", "pipe", "ignore"],
      detached: true,
    });
    let out = "";
    child.on("error", () => reject(noFlock()));
    child.stdout!.on("data", (d) => {
      out += String(d);
      if (out.includes("locked")) {
        child.stdout!.destroy();
        resolve(child);
      }
    });
    child.on("exit", () => resolve(undefined));
  });
}

/** Takes the lock of `dir` (lock file `<dir>/kas-talenta.lock`) or throws a StartError. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = `${dir}/kas-talenta.lock`;
  try {
    closeSync(openSync(path, "a", 0o600));
    chmodSync(path, 0o600); // it holds the backup endpoint's key
  } catch (err) {
    const disk = diskMessage(dir, err);
    throw disk ? new StartError(disk) : err;
  }
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  let child = await tryFlock(path);
  while (!child && Date.now() < deadline) {
    await delay(100);
    child = await tryFlock(path);
  }
  if (!child) throw new StartError(busyMessage(dir, readLock(path) ?? lockInfoUnknown));
  const holder = child;
  // Neither the child nor its pipe keeps this process alive; our exit closes the pipe.
  holder.unref();
  (holder.stdin as unknown as { unref?: () => void }).unref?.();
  let info: LockInfo = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const release = () => {
    holder.removeAllListeners("exit");
    holder.stdin!.destroy();
  };
  try {
    write(path, info);
  } catch (err) {
    release();
    const disk = diskMessage(dir, err);
    throw disk ? new StartError(disk) : err;
  }
  holder.on("exit", () => {
    // Someone killed our lock holder: the folder is no longer protected. Say so loudly.
    console.error(`Kunci folder data ${dir} hilang (proses flock berhenti).`);
  });
  let held = true;
  return {
    path,
    setServer(port, backupToken) {
      info = { ...info, port, backupToken };
      write(path, info);
    },
    release() {
      if (!held) return;
      held = false;
      try {
        write(path, undefined);
      } catch {
        // the information only; the lock goes with the child either way
      }
      release();
    },
  };
}

const lockInfoUnknown: LockInfo = { pid: 0, host: hostname(), since: "?" };
