import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// One config for the client build and the three test runners (unit, api, e2e).
export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [react()],
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
