// Bundle budget: per lazy route module (every `lazy: ... import("./pages/X")` in the
// features' routes.tsx), the gzip bytes of the JavaScript the browser must load before it can
// render: the entry's static import closure plus the module's. A child route (a dialog over its
// list page) is budgeted alone — opened from the list, the page is already there; the column
// "+ parent" shows what a fresh load of that URL costs (not budgeted). Reads the build's
// manifest (dist/.vite/manifest.json) and the chunk → module map the vite.config.ts plugin
// writes, and the route tables in src/features/*/routes.tsx (parsed, not run).
//
//   npx tsx .ci/bundle-budget.ts                   check dist/ (run `npx vite build` first)
//   npx tsx .ci/bundle-budget.ts --update-baseline record today's figures in .ci/bundle-baseline.json
//
// Targets: /login ≤ 150 KB, every other route ≤ 400 KB (1 KB = 1000 bytes). The gate
// is a ratchet: a route fails when it exceeds max(its target, its committed baseline + 3 KB),
// naming the chunks and packages that made it heavy and what grew since the baseline. Routes
// still above their target but not grown are printed as "over target (not yet met)" without
// failing; a route without a baseline is held to its target. After a reduction, record the
// new figures with --update-baseline so the gain is locked in. Chunks a page imports with
// `import()` (a PDF preview, an export) load on demand and do not count.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { clientRoutes, type Route } from "./route-table";
import { staticClosure, type Manifest } from "./manifest";

const LIMITS: Record<string, number> = { "/login": 150_000 };
const ROUTE_LIMIT = 400_000;
/** Growth over the committed baseline tolerated while a route is still above its target. */
const RATCHET_SLACK = 3_000;
const ROOT = resolve(import.meta.dirname, "..");
const DIST = resolve(process.argv.find((a) => a.startsWith("--dist="))?.slice(7) ?? "dist");
const BASELINE = join(ROOT, ".ci/bundle-baseline.json");

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

function readJson<T>(file: string): T {
  if (!existsSync(file)) {
    console.error(`${relative(ROOT, file)} tidak ada: jalankan \`npx vite build\` dulu`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

const manifest = readJson<Manifest>(join(DIST, ".vite/manifest.json"));
const chunkModules = readJson<Record<string, Record<string, number>>>(
  join(DIST, ".vite/chunk-modules.json"),
);
const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(DIST, file))).length;
    gzipCache.set(file, n);
  }
  return n;
}

// ---- routes: every `{ path, lazy, children }` object in the features' route tables ----------

const routes: Route[] = [{ url: "/", parents: [] }, ...clientRoutes()]; // "/": the entry alone
for (const r of routes) {
  if (r.module && !manifest[r.module])
    throw new Error(`${r.module} is not in the build manifest: rebuild`);
}

// ---- per route: static closure, bytes, and where the bytes come from ------------------------

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error("manifest tanpa entry");

/** Static closure from `roots`, with the first importer of each chunk (to explain the chain). */
const closure = (roots: string[]) => staticClosure(manifest, roots);

/** A module id → the package (node_modules) or the source file it belongs to. */
function groupOf(id: string): string {
  const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  return m ? m[m.length - 1].slice("node_modules/".length) : id;
}

interface RouteFigures {
  url: string;
  module: string;
  js: number;
  /** JS of a fresh load of the URL: parents' modules too (reported, not budgeted). */
  withParents: number;
  css: number;
  chunks: { file: string; key: string; gzip: number; via: string | null }[];
  groups: Record<string, number>;
}

const jsOf = (keys: Iterable<string>) =>
  [...keys].reduce((sum, k) => sum + gzipBytes(manifest[k].file), 0);

function figures(route: Route): RouteFigures {
  const own = route.module ? [route.module] : [];
  const via = closure([entryKey!, ...own]);
  const chunks = [...via].map(([key, from]) => ({
    key,
    file: manifest[key].file,
    gzip: gzipBytes(manifest[key].file),
    via: from,
  }));
  const css = new Set([...via.keys()].flatMap((k) => manifest[k].css ?? []));
  const groups: Record<string, number> = {};
  for (const c of chunks) {
    const mods = Object.entries(chunkModules[c.file] ?? {});
    const rendered = mods.reduce((s, [, n]) => s + n, 0) || 1;
    for (const [id, n] of mods) {
      const g = groupOf(id);
      groups[g] = (groups[g] ?? 0) + Math.round((c.gzip * n) / rendered);
    }
  }
  return {
    url: route.url,
    module:
      route.module
        ?.split("/")
        .pop()
        ?.replace(/\.tsx?$/, "") ?? "entry",
    js: chunks.reduce((s, c) => s + c.gzip, 0),
    withParents: jsOf(closure([entryKey!, ...route.parents, ...own]).keys()),
    css: [...css].reduce((s, f) => s + gzipBytes(f), 0),
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    groups,
  };
}

const results = routes.map(figures);
const keyOf = (r: RouteFigures) => `${r.url} (${r.module})`;
const chainOf = (r: RouteFigures, key: string) => {
  const parts: string[] = [];
  const byKey = new Map(r.chunks.map((c) => [c.key, c]));
  for (let k: string | null = key; k; k = byKey.get(k)?.via ?? null) parts.unshift(k);
  return parts.join(" → ");
};

if (process.argv.includes("--update-baseline")) {
  const top = (g: Record<string, number>) =>
    Object.fromEntries(Object.entries(g).filter(([, n]) => n >= 500));
  const data = Object.fromEntries(
    results.map((r) => [keyOf(r), { js: r.js, css: r.css, groups: top(r.groups) }]),
  );
  writeFileSync(BASELINE, JSON.stringify(data, null, 2) + "\n");
  console.log(`baseline ditulis: ${relative(ROOT, BASELINE)}`);
}
const baseline: Record<string, { js: number; groups: Record<string, number> }> = existsSync(
  BASELINE,
)
  ? JSON.parse(readFileSync(BASELINE, "utf8"))
  : {};

// ---- report ---------------------------------------------------------------------------------

const targetOf = (r: RouteFigures) => LIMITS[r.url] ?? ROUTE_LIMIT;
/** What fails the gate: the target; only a route whose baseline is already over its target is
 * held at that baseline + slack (ratchet) instead. A route within target never gets the slack. */
const allowedOf = (r: RouteFigures) => {
  const before = baseline[keyOf(r)];
  return before && before.js > targetOf(r) ? before.js + RATCHET_SLACK : targetOf(r);
};

console.log(
  "route (lazy module)".padEnd(58),
  "JS gzip".padStart(9),
  "CSS gzip".padStart(9),
  "target".padStart(9),
  "fails >".padStart(9),
  "+ parent".padStart(9),
);
let failures = 0;
const overTarget: RouteFigures[] = [];
for (const r of results) {
  const failed = r.js > allowedOf(r);
  if (failed) failures++;
  else if (r.js > targetOf(r)) overTarget.push(r);
  console.log(
    `${failed ? "✗" : r.js > targetOf(r) ? "~" : " "} ${keyOf(r).padEnd(56)}`,
    kb(r.js).padStart(9),
    kb(r.css).padStart(9),
    kb(targetOf(r)).padStart(9),
    kb(allowedOf(r)).padStart(9),
    (r.withParents > r.js ? kb(r.withParents) : "").padStart(9),
  );
}

if (overTarget.length) {
  console.log(
    `\n~ over target (not yet met): ${overTarget.length} route(s), held at their baseline + ` +
      `${kb(RATCHET_SLACK)} by the ratchet (.ci/bundle-baseline.json):`,
  );
  for (const r of overTarget) {
    console.log(
      `  ${keyOf(r).padEnd(56)} ${kb(r.js).padStart(9)}  target ${kb(targetOf(r))}, ` +
        `${kb(r.js - targetOf(r))} to go`,
    );
  }
}

for (const r of results) {
  const limit = allowedOf(r);
  if (r.js <= limit) continue;
  const before = baseline[keyOf(r)];
  console.log(
    `\n✗ ${keyOf(r)}: ${kb(r.js)} gzip JS > ${kb(limit)} (over by ${kb(r.js - limit)}; ` +
      (limit > targetOf(r)
        ? `baseline ${kb(before!.js)} + ${kb(RATCHET_SLACK)}, target ${kb(targetOf(r))})`
        : `target)`),
  );
  if (before) {
    const grew = Object.entries(r.groups)
      .map(([g, n]) => [g, n - (before.groups[g] ?? 0)] as const)
      .filter(([, d]) => d >= 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    console.log(
      `  since .ci/bundle-baseline.json (${kb(before.js)}), grew:` +
        (grew.length ? "" : " nothing by 1 KB or more (it was already close to the limit)"),
    );
    for (const [g, d] of grew) {
      const chunk = r.chunks.find((c) =>
        Object.keys(chunkModules[c.file] ?? {}).some((id) => groupOf(id) === g),
      );
      console.log(
        `    +${kb(d).padStart(9)}  ${g}${chunk ? `  in ${chunk.file} (${chainOf(r, chunk.key)})` : ""}`,
      );
    }
  } else {
    console.log("  (no baseline for this route)");
  }
  console.log("  heaviest chunks (import chain from the entry / route module):");
  for (const c of r.chunks.slice(0, 5)) {
    const top = Object.entries(chunkModules[c.file] ?? {}).reduce<Record<string, number>>(
      (acc, [id, n]) => ((acc[groupOf(id)] = (acc[groupOf(id)] ?? 0) + n), acc),
      {},
    );
    const pk = Object.entries(top)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([g]) => g);
    console.log(
      `    ${kb(c.gzip).padStart(9)}  ${c.file}  [${pk.join(", ")}]  ${chainOf(r, c.key)}`,
    );
  }
  console.log(
    "  fix: load the heavy part with import() where it is used (a preview, an export, a chart) " +
      "instead of a static import; take contract values from src/contract/values.ts (no zod); " +
      'see README "Browser speed".',
  );
}

if (failures) {
  console.log(`\nbundle budget: ${failures} route(s) over budget (grew past the ratchet)`);
  // BUNDLE_BUDGET=warn: report without failing (a stopgap while a known regression is fixed).
  if (process.env.BUNDLE_BUDGET === "warn") console.log("BUNDLE_BUDGET=warn: not failing");
  else process.exit(1);
}
console.log(
  `\nbundle budget: ${results.length} routes pass` +
    (overTarget.length ? ` (${overTarget.length} still over target, not failing)` : ""),
);
