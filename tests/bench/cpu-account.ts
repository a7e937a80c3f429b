// `npm run bench:cpu -- <command …>`: runs the command and says where the machine's CPU went
// while it ran — Chromium's renderers, its browser and GPU processes, the vitest workers (our
// server, PGlite and the tests), PostgreSQL, the rest — in core-seconds, beside the wall time
// and what the cores could have given (cores × wall). A suite on a 2-core machine is bound by
// the sum, not by any one test: `npm run bench:cpu -- npm test -- e2e` tells which process kind
// a cut must come from (tests/bench/RESULTS.md, "Suite time, round 18").
//
// Linux only: /proc is sampled every 250 ms; a process is counted from its first sample (its
// ticks before the run subtracted) to its last, so one that lives under 250 ms is missed.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { TICKS_PER_S, cpuTicks } from "./proc";
import { table } from "./stats";

const EVERY_MS = 250;

/** What a process is, from its command line (chromium's --type names its kind). */
function kindOf(cmdline: string): string {
  if (/chrom(e|ium)/.test(cmdline)) {
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    return `chromium ${type ?? "browser"}`;
  }
  if (cmdline.includes("vitest")) return "node: vitest";
  if (/\b(node|tsx)\b/.test(cmdline)) return "node: other";
  if (cmdline.startsWith("postgres")) return "postgres";
  return "other";
}

interface Seen {
  kind: string;
  first: number;
  last: number;
}

function cmdlineOf(pid: string) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return "";
  }
}

function sample(seen: Map<string, Seen>, first: boolean) {
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    const t = cpuTicks(pid);
    if (!t) continue;
    const key = `${pid}@${t.start}`;
    const s = seen.get(key);
    if (s) s.last = t.ticks;
    else {
      const cmdline = cmdlineOf(pid);
      // a kernel thread has no command line
      if (cmdline)
        seen.set(key, { kind: kindOf(cmdline), first: first ? t.ticks : 0, last: t.ticks });
    }
  }
}

function report(seen: Map<string, Seen>, wallS: number) {
  const byKind = new Map<string, number>();
  for (const s of seen.values())
    byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + (s.last - s.first) / TICKS_PER_S);
  const rows = [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  const used = [...byKind.values()].reduce((n, s) => n + s, 0);
  const cores = availableParallelism();
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;
  console.log(`\nCPU while it ran (wall ${wallS.toFixed(0)} s, ${cores} cores):\n`);
  console.log(
    table(
      ["process kind", "CPU s", "share"],
      [
        ...rows.map(([kind, s]) => [kind, s.toFixed(0), pct(s, used)]),
        ["all", used.toFixed(0), ""],
      ],
    ),
  );
  console.log(
    `\nthe cores could give ${(cores * wallS).toFixed(0)} s: ${pct(used, cores * wallS)} used`,
  );
}

function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error("Pakai: npm run bench:cpu -- <perintah …>");
    process.exit(2);
  }
  const seen = new Map<string, Seen>();
  sample(seen, true);
  const started = Date.now();
  const timer = setInterval(() => sample(seen, false), EVERY_MS);
  const child = spawn(cmd, args, { stdio: "inherit" });
  child.on("exit", (code) => {
    clearInterval(timer);
    sample(seen, false);
    report(seen, (Date.now() - started) / 1000);
    process.exit(code ?? 1);
  });
}

main();
