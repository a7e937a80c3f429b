import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { staticClosure, type Manifest } from "./.ci/manifest.ts";
import { precompress } from "./src/server/precompress.ts";

/**
 * Blueprint keeps a list of all ~700 icon names (~9 KB gzip, on every page) only to check names
 * before loading paths. The build replaces that list with the names of our icon table
 * (src/client/lib/icon-table.ts, icon-table-first.ts and icon-table-large.ts), read from their source, so the valid names are exactly the icons
 * we ship while their paths stay in the table's own lazily loaded chunk (client/lib/icons.ts); an
 * icon missing there is reported by Blueprint as "Unknown icon" and by tests/unit/icons.test.ts.
 */
function iconNamesFromTable(): Plugin {
  const id = "\0kt-icon-names";
  const tables = ["icon-table.ts", "icon-table-first.ts", "icon-table-large.ts"].map((f) =>
    resolve(import.meta.dirname, "src/client/lib", f),
  );
  const namesIn = (source: string) => {
    const names = new Set<string>();
    for (const block of source.matchAll(/export const ICONS_\d+[^=]*=\s*\{([\s\S]*?)\};/g))
      for (const key of block[1].matchAll(/^\s*"?([a-z0-9-]+)"?\s*:/gm)) names.add(key[1]);
    if (names.size === 0) throw new Error(`kt-icon-names: no icon names found in ${tables}`);
    return [...names];
  };
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
      for (const t of tables) this.addWatchFile(t);
      const names = namesIn(tables.map((t) => readFileSync(t, "utf8")).join("\n"));
      return [
        `export const BlueprintIcons_16 = ${JSON.stringify(Object.fromEntries(names.map((n) => [n, n])))};`,
        "export const BLUEPRINT_ICONS_16_CODEPOINTS = {};",
      ].join("\n");
    },
  };
}

/**
 * react-router's package `exports` name only its development build (dist/development: dev-only
 * warnings and checks), whatever the mode, so `vite build` would ship it. The client build takes
 * the production build the package carries beside it; dev and the test runners keep the
 * development one and its warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  return {
    name: "kt-react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: join(dist, "dom-export.mjs") },
        ],
      },
    }),
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

/**
 * The client needs only an endpoint's method, path, bodyKind and whether its 2xx answer is a file
 * (client/lib/call.ts); the zod schemas inside the contract's endpoint objects are the server's
 * (zod is ~28 KB gzip, on every page if the entry calls an endpoint). So the client build
 * replaces each src/contract/api/<resource>.ts with those fields, read from the contract module
 * itself at build time (no second path table). Forms keep their zod schemas: they import them
 * from src/contract/<resource>.ts, which this leaves alone. Dev and tests use the full objects.
 */
function contractCallShapes(): Plugin {
  const dir = resolve(import.meta.dirname, "src/contract/api") + sep;
  const isEndpoint = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && "method" in v && "path" in v && "responses" in v;
  return {
    name: "kt-contract-call-shapes",
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (!id.startsWith(dir) || !id.endsWith(".ts") || id.endsWith(`${sep}index.ts`)) return;
      const { tsImport } = await import("tsx/esm/api");
      const mod = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<
        string,
        unknown
      >;
      const lines = Object.entries(mod).map(([name, group]) => {
        const entries = Object.entries(group as Record<string, unknown>);
        if (!entries.every(([, e]) => isEndpoint(e))) {
          throw new Error(`${relative(process.cwd(), id)}: export ${name} is not endpoints only`);
        }
        const shapes = entries.map(([key, e]) => {
          const { method, path, bodyKind, responses } = e as {
            method: string;
            path: string;
            bodyKind?: string;
            responses: Record<string, unknown>;
          };
          const answers = Object.fromEntries(
            Object.entries(responses).map(([status, r]) => [
              status,
              (r as { kind?: unknown })?.kind === "file" ? r : {},
            ]),
          );
          return [key, { method, path, bodyKind, responses: answers }];
        });
        return `export const ${name} = ${JSON.stringify(Object.fromEntries(shapes))};`;
      });
      return lines.join("\n");
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every built script and stylesheet (src/server/precompress.ts):
 * the server sends those to a browser that accepts them, instead of the raw files.
 */
function precompressClient(): Plugin {
  return {
    name: "kt-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((f) => f.startsWith("assets/"));
      await precompress(options.dir!, files);
    },
  };
}

/**
 * Writes .vite/route-preloads.json: per client route (URL pattern), the JS and CSS files its page
 * needs beyond the entry's (which index.html already names). The server puts them into the HTML
 * of that URL as modulepreload / preload links, so a route's chunks (AG Grid among them) load
 * beside the entry instead of after it has run. Routes come from the route tables
 * (.ci/route-table.ts); a child route (a dialog over its list) includes its parents' pages.
 */
function routePreloads(): Plugin {
  return {
    name: "kt-route-preloads",
    apply: "build",
    async writeBundle(options) {
      const dir = options.dir ?? resolve(import.meta.dirname, "dist");
      const manifest = JSON.parse(
        readFileSync(join(dir, ".vite/manifest.json"), "utf8"),
      ) as Manifest;
      const closure = (roots: string[]) => new Set(staticClosure(manifest, roots).keys());
      const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
      const shipped = closure(entry);
      const shippedCss = new Set([...shipped].flatMap((k) => manifest[k].css ?? []));
      const sizeOf = (k: string) => statSync(join(dir, manifest[k].file)).size;
      // tsx, not the config's bundler: the route table parses TypeScript (and imports paths.ts)
      const { tsImport } = await import("tsx/esm/api");
      const table = resolve(import.meta.dirname, ".ci/route-table.ts");
      const { clientRoutes } = (await tsImport(
        pathToFileURL(table).href,
        import.meta.url,
      )) as typeof import("./.ci/route-table");
      const routes = clientRoutes().flatMap((r) => {
        if (!r.module) return [];
        // smallest first: over HTTP/1.1's six connections a file waits for a free one, and the
        // small ones (the route's atoms, the query client: what its first list call needs) then
        // are not queued behind AG Grid's chunk, which the rows need only after the data
        const keys = [...closure([...r.parents, r.module])]
          .filter((k) => !shipped.has(k))
          .sort((a, b) => sizeOf(a) - sizeOf(b));
        const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
        return [
          {
            pattern: r.url,
            js: keys.map((k) => manifest[k].file),
            css: css.filter((f) => !shippedCss.has(f)),
          },
        ];
      });
      writeFileSync(join(dir, ".vite/route-preloads.json"), JSON.stringify(routes));
    },
  };
}

// One config for the client build and the three test runners (unit, api, e2e).
export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [
    react(),
    reactRouterProduction(),
    iconNamesFromTable(),
    contractCallShapes(),
    chunkModules(),
    routePreloads(),
    precompressClient(),
  ],
  build: {
    outDir: "../../dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: the chunk graph the bundle budget (.ci/bundle-budget.ts) reads.
    manifest: true,
    // <link rel=modulepreload> is only a hint: a browser without it (Safari before 17) loads the
    // same modules when they are imported. Its polyfill was ~0.2 KB gzip in every first load.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/images": "http://127.0.0.1:3000" },
  },
  test: {
    root: ".",
    // vitest's default is one worker per core minus one: ONE on this 2-core machine, where a
    // test file waits on its server, PGlite or Chromium much of the time
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // a worker runs its files one after another in one module graph: the server's modules and
    // PGlite's WASM load once per worker, not per file (~3 s a file here). Every file still
    // gets its own database (a copy of the run's image, or on PGlite one emptied back to it:
    // tests/helpers/db.ts) and its own server
    isolate: false,
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
          // one migrated database per run, copied by each file (tests/helpers/db.ts)
          globalSetup: ["tests/helpers/db-image.ts"],
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
          // one prepared data dir (demo and empty) per run, copied by each file's server
          globalSetup: ["tests/helpers/e2e-image.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // a state the page reaches through the API (saves, refetches) on a busy 2-core CI
          // machine can take seconds; vitest's 1 s default made those waits flaky
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
