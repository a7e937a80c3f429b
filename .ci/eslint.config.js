// Lint for src, grids and tests. The local "layers/one-way" rule keeps imports flowing one way
// (see README "Layout"): contract and money import nothing of ours; db never imports the server;
// the browser side never imports server or db; features never import each other.
// "kit/entry-only": the grid kit's parts are entered through their index.ts only.
// "imports/no-cycle": no import cycle anywhere (.ci/import-graph.js).
import { statSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { chain, cyclesOf, importGraph, resolveSpecifier } from "./import-graph.js";

const root = path.resolve(import.meta.dirname, "..");

/** The layer a file belongs to, e.g. "db", "features/orders", "client/lib". */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === "grids") return "grids";
  if (rel[0] === "tests") return "tests";
  if (rel[0] !== "src") return undefined;
  if (rel[1] === "features") return `features/${rel[2]}`;
  if (rel[1] === "client" && rel[2] === "lib") return "client/lib";
  return rel[1];
}

const BROWSER_SHARED = ["contract", "money", "pdf", "client/lib", "components", "grids"];
// The grid kit (components/) is below grids/ (column definitions, types, renderers): grids use
// the kit, never the other way round (the components ↔ grids import cycle this rule ended).
const COMPONENTS = BROWSER_SHARED.filter((l) => l !== "grids");
const ALLOWED = {
  contract: ["contract"],
  money: ["money"],
  db: ["db", "contract", "money"],
  server: ["server", "db", "contract", "money", "pdf"],
  pdf: ["pdf", "contract", "money"],
  "client/lib": ["client/lib", "contract", "money"],
  grids: ["grids", "contract", "money", "client/lib", "components"],
  components: COMPONENTS,
  client: ["client", "features/*", ...BROWSER_SHARED],
  tests: ["*"],
};

function allowed(from, to) {
  if (from === to || from === "tests") return true;
  if (from.startsWith("features/")) return BROWSER_SHARED.includes(to);
  const list = ALLOWED[from] ?? [];
  return list.includes(to) || (to.startsWith("features/") && list.includes("features/*"));
}

/** Visitors that call `check(node, spec)` for each relative import, `export … from` and import(). */
function onImports(check) {
  const visit = (node) => {
    const spec = node.source?.value;
    if (typeof spec === "string" && spec.startsWith(".")) check(node, spec);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const layers = {
  rules: {
    "one-way": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        return onImports((node, spec) => {
          const to = layerOf(path.resolve(path.dirname(context.filename), spec));
          if (to && !allowed(from, to)) {
            context.report({
              node,
              message: `${from} must not import ${to} (imports flow one way; see README Layout)`,
            });
          }
        });
      },
    },
  },
};

// The grid kit (components/server-grid/) is split into parts (core/, filters/, views/...), each
// entered through its index.ts only, as is the kit itself. Outside the kit, code imports the
// kit's top index or a part's index, never a file inside a part; inside a part, a file imports
// its own part's files freely and another part only through that part's index; no part imports
// the top index (it re-exports the parts: a cycle). import() counts like a static import.
const KIT = path.join(root, "src/components/server-grid");

/** Where a path lies in the kit: undefined (outside), { part: null } (the top), or its part. */
function kitPlace(file) {
  const rel = path.relative(KIT, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.length === 1
    ? { part: null, entry: /^index\.tsx?$/.test(parts[0]) }
    : {
        part: parts[0],
        entry: parts.length === 2 && /^index\.tsx?$/.test(parts[1]),
      };
}

/** What an import specifier names in the kit: the file, or a part's folder (its entry). */
function kitTarget(fromFile, spec) {
  const full = path.resolve(path.dirname(fromFile), spec);
  const file = resolveSpecifier(fromFile, spec);
  let dir = false;
  try {
    dir = statSync(full).isDirectory();
  } catch {
    // a file without its extension, or a stylesheet
  }
  const place = kitPlace(file ?? full);
  if (!place) return undefined;
  return dir && place.part !== null ? { ...place, entry: true } : place;
}

const kit = {
  rules: {
    "entry-only": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const from = kitPlace(context.filename);
        return onImports((node, spec) => {
          const to = kitTarget(context.filename, spec);
          if (!to) return;
          const report = (message) => context.report({ node, message });
          if (!from) {
            if (to.part !== null && !to.entry)
              report(
                `"${spec}" is inside the grid kit's ${to.part}/: import components/server-grid ` +
                  `or components/server-grid/${to.part} (its index.ts)`,
              );
          } else if (from.part !== null && to.part === null) {
            report(`the kit's parts do not import its top index (it re-exports them: a cycle)`);
          } else if (from.part !== to.part && to.part !== null && !to.entry) {
            report(
              `"${spec}" is inside the kit's ${to.part}/: import "../${to.part}" (its index.ts)`,
            );
          }
        });
      },
    },
  },
};

// No import cycles (.ci/import-graph.js: every import kind counts, type-only ones included).
// The graph is read once per lint run; each file in a cycle reports its imports that close it.
let cycleIndex;
function cycleOf(file) {
  if (!cycleIndex) {
    const graph = importGraph(root, ["src", "grids", "tests"]);
    cycleIndex = new Map();
    for (const component of cyclesOf(graph))
      for (const f of component) cycleIndex.set(f, { graph, component });
  }
  return cycleIndex.get(file);
}

const imports = {
  rules: {
    "no-cycle": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const cycle = cycleOf(context.filename);
        if (!cycle) return {};
        const rel = (f) => path.relative(root, f);
        let reported = false;
        return {
          ...onImports((node, spec) => {
            const to = resolveSpecifier(context.filename, spec);
            if (!to || !cycle.component.includes(to)) return;
            reported = true;
            const back = chain(cycle.graph, cycle.component, to, context.filename);
            context.report({
              node,
              message: `import cycle: ${[context.filename, ...back].map(rel).join(" → ")}`,
            });
          }),
          "Program:exit"(node) {
            // the loop closes through a type query (`typeof import("…")`) the visitors skip
            if (!reported)
              context.report({
                node,
                message: `import cycle: ${cycle.component.map(rel).join(", ")}`,
              });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", ".scratch/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { layers, kit, imports, "react-hooks": reactHooks },
    rules: {
      "layers/one-way": "error",
      "kit/entry-only": "error",
      "imports/no-cycle": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='fetch']",
          message: "Use the one HTTP client (src/client/lib/http.ts), not fetch directly.",
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...["jotai-tanstack-query", "@tanstack/query-core"].map((name) => ({
              name,
              message: "Import query atoms and the client from src/client/lib/query-client.ts.",
            })),
            // AG Grid loads after a grid's first rows (components/server-grid/first-paint/PlainGrid.tsx): a
            // static import elsewhere would put its ~240 KB back into every grid route's first load
            ...["ag-grid-community", "ag-grid-react"].map((name) => ({
              name,
              allowTypeImports: true,
              message:
                "Types only: AG Grid itself is loaded by components/server-grid/first-paint/load-ag-grid.ts.",
            })),
            // AG Charts (~390 KB gzip) loads only where a chart is on screen, after the first rows
            ...["ag-charts-community", "ag-charts-react"].map((name) => ({
              name,
              allowTypeImports: true,
              message:
                "Types only: AG Charts is loaded by components/chart/ag-chart.tsx (import()).",
            })),
          ],
        },
      ],
    },
  },
  {
    files: [
      "src/client/lib/query-client.ts",
      "src/components/server-grid/first-paint/ag-grid.ts",
      "src/client/lib/grid-setup.ts",
      "src/components/chart/ag-chart.tsx",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["src/client/lib/http.ts", "tests/**", "src/server/**", "src/db/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  // No fixed sleeps in tests: wait on state — a response, a text, an aria state,
  // expect.poll, apiTraffic(page).idle() or settled(page) from tests/helpers/browser.ts. A pause
  // inside a loop is a poll and stays allowed. Benchmarks and the crash test time on purpose.
  {
    files: ["tests/**"],
    ignores: ["tests/bench/**", "tests/crash/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "A fixed sleep: wait on state (a response, a text, an aria state, expect.poll).",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']:not(WhileStatement *, DoWhileStatement *, ForStatement *)",
          message: "A fixed sleep: wait on state (a response, a text, an aria state, expect.poll).",
        },
      ],
    },
  },
  // Server layers (README Layout): a route reaches the database only through a use case. Routes
  // read the wire and shape the answer; use cases hold every read and write (a write's checks,
  // transaction and audit row); repositories hold the SQL.
  {
    files: ["src/server/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/**"],
              message: "A route calls use cases (server/usecases), never db/ (README Layout).",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(query|exec|transaction)$/]",
          message: "SQL belongs in db/repositories, reached through a use case (README Layout).",
        },
      ],
    },
  },
);
