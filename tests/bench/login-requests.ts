// `npx tsx tests/bench/login-requests.ts`: the JS a cold /login requests before its form is in the
// page, in gzip KB (≤ 150 KB; the dashboard's code may follow only once the form is on
// screen). Both instants are taken in the page (a MutationObserver from the first script, and
// the resource timing of each file), so the answer does not depend on Playwright's polling.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import { startServer } from "../helpers/server";

const FORM = "#login-email";
const server = await startServer({ seedDemo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const dir = process.env.E2E_CLIENT_DIR ?? "dist";
const gz = (p: string) => gzipSync(readFileSync(join(dir, p))).length;
try {
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    await context.addInitScript((sel) => {
      const w = window as unknown as { __formAt?: number };
      new MutationObserver((_m, obs) => {
        if (document.querySelector(sel)) {
          w.__formAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, FORM);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.waitForSelector(FORM);
    await page.waitForLoadState("networkidle");
    const { formAt, scripts } = await page.evaluate(() => ({
      formAt: (window as unknown as { __formAt: number }).__formAt,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.endsWith(".js"))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    const before = scripts.filter((s) => s.start < formAt);
    const after = scripts.filter((s) => s.start >= formAt);
    const kb = (list: typeof scripts) =>
      (list.reduce((s, f) => s + gz(f.path), 0) / 1000).toFixed(1);
    console.log(
      `run ${i + 1}: form at ${formAt.toFixed(0)} ms; before it ${before.length} JS files ` +
        `${kb(before)} KB gzip; after it ${after.length} files ${kb(after)} KB`,
    );
    if (process.argv.includes("--list") && i === 0)
      for (const f of before)
        console.log(`  ${(gz(f.path) / 1000).toFixed(1)} KB ${f.path} @${f.start.toFixed(0)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
