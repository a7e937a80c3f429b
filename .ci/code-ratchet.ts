// Repeated code (jscpd), dead code (knip: unused files, exports, types, dependencies) and the
// longest function (.ci/function-length.ts), each held by a ratchet: CI fails when a figure grows
// past .ci/code-ratchet-baseline.json. After a reduction, lock it in with --update-baseline (the
// figures only go down from there). The longest function also fails above MAX_FUNCTION_LINES
// whatever the baseline says.
//
//   npx tsx .ci/code-ratchet.ts                    check (a few seconds)
//   npx tsx .ci/code-ratchet.ts --update-baseline  record today's figures
//
// jscpd: clones of 50 tokens and 5 lines or more in src, grids, tests and .ci (TypeScript,
// JavaScript, CSS), counted as clones and as duplicated lines. knip: .ci/knip.jsonc, counted per
// kind of finding; a grown kind prints knip's list of it (the new finding is among them). A
// function over the limit prints the list of those (`npx tsx .ci/function-length.ts` alone).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { MAX_FUNCTION_LINES, functionSizes } from "./function-length";

const ROOT = resolve(import.meta.dirname, "..");
const BASELINE = join(ROOT, ".ci/code-ratchet-baseline.json");
const BIN = join(ROOT, "node_modules/.bin");

type Figures = Record<string, number>;

function run(cmd: string, args: string[]) {
  const res = spawnSync(join(BIN, cmd), args, { cwd: ROOT, encoding: "utf8" });
  if (res.error) throw res.error;
  return res;
}

function repeatedCode(): Figures {
  const out = mkdtempSync(join(tmpdir(), "kt-jscpd-"));
  try {
    const res = run("jscpd", [
      ...["src", "grids", "tests", ".ci"],
      ...["--format", "typescript,tsx,javascript,css"],
      ...["--min-tokens", "50", "--min-lines", "5"],
      ...["--reporters", "json,silent", "--output", out],
    ]);
    if (res.status !== 0) throw new Error(`jscpd gagal (${res.status}):\n${res.stderr}`);
    const report = JSON.parse(readFileSync(join(out, "jscpd-report.json"), "utf8")) as {
      statistics: { total: { clones: number; duplicatedLines: number } };
    };
    const { clones, duplicatedLines } = report.statistics.total;
    return { "jscpd clones": clones, "jscpd duplicated lines": duplicatedLines };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** knip's JSON: per file, one list per kind of finding (unused files come as the kind "files"). */
interface KnipReport {
  issues: Record<string, unknown>[];
}

function deadCode(): { figures: Figures; listOf: (kind: string) => string[] } {
  const res = run("knip", ["--config", ".ci/knip.jsonc", "--reporter", "json", "--no-progress"]);
  // exit 1 = findings; anything else (2: a configuration error) is a failure of the check
  if (res.status !== 0 && res.status !== 1)
    throw new Error(`knip gagal (${res.status}):\n${res.stderr}`);
  const report = JSON.parse(res.stdout) as KnipReport;
  const found = new Map<string, string[]>();
  for (const issue of report.issues) {
    for (const [kind, items] of Object.entries(issue)) {
      if (!Array.isArray(items)) continue;
      for (const item of items as { name?: string; line?: number }[]) {
        const where = kind === "files" ? `${issue.file}` : `${issue.file}:${item.line ?? ""}`;
        found.set(kind, [...(found.get(kind) ?? []), `${item.name ?? ""} ${where}`.trim()]);
      }
    }
  }
  const figures: Figures = {};
  for (const [kind, list] of [...found].sort()) figures[`knip ${kind}`] = list.length;
  return { figures, listOf: (kind) => found.get(kind.replace(/^knip /, "")) ?? [] };
}

const LONGEST = "longest function (lines)";

const started = Date.now();
const dead = deadCode();
const sizes = functionSizes();
const now: Figures = { ...repeatedCode(), ...dead.figures, [LONGEST]: sizes[0]?.lines ?? 0 };
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (process.argv.includes("--update-baseline")) {
  writeFileSync(BASELINE, JSON.stringify(now, null, 2) + "\n");
  console.log(`${BASELINE} ditulis (${seconds} s):`);
  console.table(now);
  process.exit(0);
}

const base = JSON.parse(readFileSync(BASELINE, "utf8")) as Figures;
const rows = [...new Set([...Object.keys(base), ...Object.keys(now)])].sort().map((name) => ({
  name,
  baseline: base[name] ?? 0,
  now: now[name] ?? 0,
}));
console.table(rows);
console.log(`(${seconds} s)`);
const grown = rows.filter((r) => r.now > r.baseline);
for (const r of grown.filter((g) => g.name.startsWith("knip ")))
  console.log(`\n${r.name}, semua temuan:\n  ${dead.listOf(r.name).join("\n  ")}`);
if (grown.some((r) => r.name.startsWith("jscpd ")))
  console.log("\nkode berulang: `npx jscpd src grids tests .ci` menunjukkan di mana");
const tooLong = sizes.filter((f) => f.lines > MAX_FUNCTION_LINES);
for (const f of tooLong) console.log(`fungsi ${f.lines} baris: ${f.where} ${f.name}`);
if (grown.length) console.error(`\nNaik dari baseline: ${grown.map((r) => r.name).join(", ")}`);
if (tooLong.length)
  console.error(
    `\n${tooLong.length} fungsi lebih dari ${MAX_FUNCTION_LINES} baris: pecah jadi bagian`,
  );
if (grown.length || tooLong.length) process.exit(1);
if (rows.some((r) => r.now < r.baseline))
  console.log("Turun dari baseline: kunci dengan `npx tsx .ci/code-ratchet.ts --update-baseline`");
