// `npm test`: builds the client, then runs unit + API on PGlite, API again on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser tests in Chromium (installing Chromium and
// poppler-utils first when they are missing and we may: tests/helpers/system-packages.ts).
// Prints one closing line "N passed, N failed" summed over every run, and exits non-zero if
// anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DIARIES, RESULTS_DIR } from "./helpers/results-dir";
import { ensureSystemPackages } from "./helpers/system-packages";

/** The most of the failed tests' page diaries printed at the end (the newest lines). */
const DIARY_LINES = 150;
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

interface Run {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const runs: Run[] = [
  {
    name: "unit+api (PGlite)",
    args: ["--project", "unit", "--project", "api"],
    env: { TEST_DB: "pglite" },
  },
];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ name: "api (PostgreSQL)", args: ["--project", "api"], env: { TEST_DB: "pg" } });
} else {
  console.log("TEST_DATABASE_URL tidak diset: tes API di PostgreSQL dilewati (hanya PGlite).");
}
runs.push({ name: "e2e (Chromium)", args: ["--project", "e2e"], env: { TEST_DB: "pglite" } });

const only = process.argv[2];
const selected = only ? runs.filter((r) => r.name.startsWith(only)) : runs;

// Chromium for the browser tests, pdftoppm for the PDF checks of the PGlite API run
ensureSystemPackages({
  chromium: selected.some((r) => r.name.startsWith("e2e")),
  pdftoppm: selected.some((r) => r.args.includes("api")),
});

let passed = 0;
let failed = 0;
let crashed = false;

if (!process.env.SKIP_BUILD && selected.some((r) => r.name.startsWith("e2e"))) {
  console.log("\n== build client ==");
  const b = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (b.status !== 0) {
    console.error("vite build gagal");
    crashed = true;
  }
}

for (const [i, run] of selected.entries()) {
  if (crashed) break;
  const file = join(RESULTS_DIR, `run-${i}.json`);
  console.log(`\n== ${run.name} ==`);
  const started = Date.now();
  const res = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      ...run.args,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
    ],
    { stdio: "inherit", env: { ...process.env, ...run.env } },
  );
  console.log(`${run.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (!existsSync(file)) {
    console.error(`${run.name}: tidak ada hasil (exit ${res.status})`);
    crashed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    success: boolean;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) {
    console.error(`${run.name}: tidak ada tes yang dijalankan`);
    crashed = true;
  }
  if (res.status !== 0 && report.numFailedTests === 0) {
    console.error(`${run.name}: vitest keluar dengan kode ${res.status}`);
    crashed = true;
  }
}

// what the pages of failed browser tests did (tests/helpers/session.ts), where CI's tail keeps it
if (existsSync(DIARIES)) {
  const lines = readFileSync(DIARIES, "utf8").trimEnd().split("\n");
  console.log("\n== page diaries of the failed browser tests ==");
  console.log(lines.slice(-DIARY_LINES).join("\n"));
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(RESULTS_DIR, "summary.txt"), summary + "\n");
console.log("\n" + summary);
process.exit(failed > 0 || crashed ? 1 : 0);
