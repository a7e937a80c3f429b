// What a killed test run left behind (its teardown never ran): every name it made carries the pid
// that made it, so only what belongs to a process that is gone is removed — a concurrent run's stays.
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Whether a process of this machine still runs (EPERM: it runs under another user). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes the temp dirs `<prefix>-<pid>-…` whose process is gone. */
export function sweepDeadRunDirs(prefix: string) {
  for (const entry of readdirSync(tmpdir())) {
    const m = new RegExp(`^${prefix}-(\\d+)-`).exec(entry);
    if (m && !alive(Number(m[1]))) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}
