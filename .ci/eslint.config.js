// Lint for src, grids and tests. The local "layers/one-way" rule keeps imports flowing one way
// (see README "Layout"): contract and money import nothing of ours; db never imports the server;
// the browser side never imports server or db; features never import each other.
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

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
// the kit, never the other way round (issue 21: the components ↔ grids cycle).
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

const layers = {
  rules: {
    "one-way": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        const check = (node) => {
          const spec = node.source?.value;
          if (!from || typeof spec !== "string" || !spec.startsWith(".")) return;
          const to = layerOf(path.resolve(path.dirname(context.filename), spec));
          if (to && !allowed(from, to)) {
            context.report({
              node,
              message: `${from} must not import ${to} (imports flow one way; see README Layout)`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
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
    plugins: { layers, "react-hooks": reactHooks },
    rules: {
      "layers/one-way": "error",
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
            // AG Grid loads after a grid's first rows (components/server-grid/PlainGrid.tsx): a
            // static import elsewhere would put its ~240 KB back into every grid route's first load
            ...["ag-grid-community", "ag-grid-react"].map((name) => ({
              name,
              allowTypeImports: true,
              message:
                "Types only: AG Grid itself is loaded by components/server-grid/load-ag-grid.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: [
      "src/client/lib/query-client.ts",
      "src/components/server-grid/ag-grid.ts",
      "src/client/lib/grid-setup.ts",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["src/client/lib/http.ts", "tests/**", "src/server/**", "src/db/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  // No fixed sleeps in tests (issue 21): wait on state — a response, a text, an aria state,
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
);
