// One process owns a PGlite data folder. PGlite has no locking of its own: a second process
// (another server, the seed, a restore) opening the same files corrupts the database. The lock is
// a file created with O_EXCL holding the owner's pid; a pid that no longer runs (kill -9, power
// loss) is a stale lock that the next opener takes over.
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";

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

const alive = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

export function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, "utf8")) as LockInfo;
    return Number.isInteger(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The live owner of the lock, if any (a stale or unreadable lock has none). */
export function lockOwner(path: string): LockInfo | undefined {
  const info = readLock(path);
  return info && (info.host !== hostname() || alive(info.pid)) ? info : undefined;
}

export function busyMessage(dir: string, info: LockInfo): string {
  return (
    `Folder data ${dir} sedang dipakai proses lain (pid ${info.pid}` +
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

/** A full or read-only disk, said in one line. */
export function diskMessage(dir: string, err: unknown): string | undefined {
  const e = err as { code?: string; name?: string; errno?: number } | null;
  const code = e?.code ?? (e?.name === "ErrnoError" ? EMSCRIPTEN_ERRNO[e.errno ?? -1] : undefined);
  if (code === "ENOSPC" || code === "EDQUOT") return `Disk penuh: tidak dapat menulis ke ${dir}.`;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM")
    return `Folder data ${dir} tidak dapat ditulisi (${code}): periksa izin atau mount read-only.`;
  return undefined;
}

function write(path: string, info: LockInfo, flag: "wx" | "w") {
  const fd = openSync(path, flag, 0o600);
  try {
    writeSync(fd, JSON.stringify(info));
  } finally {
    closeSync(fd);
  }
}

/** Takes the lock of `dir` (lock file `<dir>/kas-talenta.lock`) or throws a StartError. */
export function lockDataDir(dir: string): DataDirLock {
  const path = `${dir}/kas-talenta.lock`;
  let info: LockInfo = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      write(path, info, "wx");
      break;
    } catch (err) {
      const disk = diskMessage(dir, err);
      if (disk) throw new StartError(disk);
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 3) throw err;
    }
    const owner = lockOwner(path);
    if (owner) throw new StartError(busyMessage(dir, owner));
    // Stale: move it aside atomically, so of two processes taking it over only one removes it.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue; // someone else moved it first: try again
    }
    // Between our look and our move another process may have taken it over: give theirs back.
    if (lockOwner(aside)) {
      try {
        linkSync(aside, path);
      } catch {
        // a third one holds it now; ours to drop either way
      }
    }
    unlinkSync(aside);
  }
  let held = true;
  return {
    path,
    setServer(port, backupToken) {
      info = { ...info, port, backupToken };
      write(path, info, "w");
    },
    release() {
      if (!held) return;
      held = false;
      if (readLock(path)?.pid === process.pid) unlinkSync(path);
    },
  };
}
