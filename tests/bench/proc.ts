// A process's CPU time as Linux counts it in /proc/<pid>/stat (the benches' one reading of it).
import { readFileSync } from "node:fs";

/** USER_HZ: /proc counts CPU time in hundredths of a second on Linux. */
export const TICKS_PER_S = 100;

/**
 * utime + stime of `pid` in ticks, and its start time (which tells a reused pid apart); undefined
 * when the process is gone. The command name in parentheses may hold spaces and ")": the fields
 * are read after its last ")".
 */
export function cpuTicks(pid: number | string): { start: string; ticks: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { start: f[19], ticks: Number(f[11]) + Number(f[12]) };
}
