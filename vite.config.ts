import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { relative, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Blueprint keeps a list of all ~700 icon names (~9 KB gzip, on every page) only to check names
 * before loading paths. The build points that list at our icon table, so the valid names are
 * exactly the icons we ship (src/client/lib/icon-table.ts); an icon missing there is reported
 * by Blueprint as "Unknown icon" and by tests/unit/icons.test.ts.
 */
function iconNamesFromTable(): Plugin {
  const id = "\0kt-icon-names";
  const table = resolve(import.meta.dirname, "src/client/lib/icon-table.ts");
  return {
    name: "kt-icon-names",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./generated/16px/blueprint-icons-16" && importer?.includes("@blueprintjs")) {
        return id;
      }
    },
    load(loadId) {
      if (loadId !== id) return;
      return [
        `import { ICONS_16, ICONS_20 } from ${JSON.stringify(table)};`,
        "const names = [...new Set([...Object.keys(ICONS_16), ...Object.keys(ICONS_20)])];",
        "export const BlueprintIcons_16 = Object.fromEntries(names.map((n) => [n, n]));",
        "export const BLUEPRINT_ICONS_16_CODEPOINTS = {};",
      ].join("\n");
    },
  };
}

/**
 * Writes .vite/chunk-modules.json (chunk file → source module → rendered bytes) beside the
 * manifest, so the bundle budget (.ci/bundle-budget.ts) can say which package made a route grow.
 */
function chunkModules(): Plugin {
  return {
    name: "kt-chunk-modules",
    apply: "build",
    generateBundle(_, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        out[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [
            relative(process.cwd(), id.replace(/^\0/, "")),
            m.renderedLength,
          ]),
        );
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(out),
      });
    },
  };
}

// One config for the client build and the three test runners (unit, api, e2e).
export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [react(), iconNamesFromTable(), chunkModules()],
  build: {
    outDir: "../../dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: the chunk graph the bundle budget (.ci/bundle-budget.ts) reads.
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/images": "http://127.0.0.1:3000" },
  },
  test: {
    root: ".",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          root: ".",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          root: ".",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          root: ".",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
