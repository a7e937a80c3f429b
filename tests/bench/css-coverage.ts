// `npx tsx tests/bench/css-coverage.ts`: how much of the render-blocking CSS (Blueprint's full
// stylesheet is most of it) the app's screens use (README "Browser speed": what would a purge of
// unused rules save?). Loads every route of the route table (signed in for /admin, the demo
// data) in Chromium with CSS rule coverage on, waits for the page to settle, and prints per
// stylesheet the bytes and the gzip of the whole file against the rules any first view used.
// First views only: a popover, a dialog opened by a click, hover and the dark theme use rules
// this does not see, so "used" is a floor, not what a purge could keep.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import { routesOfTable } from "../helpers/axe";
import { startServer } from "../helpers/server";
import { newPage } from "./chromium";

const server = await startServer({ seedDemo: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
  headless: true,
});
/** Per stylesheet: its text and which of its characters a rule in use covers. */
const sheets = new Map<string, { text: string; used: Uint8Array }>();
try {
  const routes = await routesOfTable(server.db);
  for (const r of routes) {
    const { context, page } = await newPage(browser, 1, r.public ? undefined : server.url);
    await page.coverage.startCSSCoverage({ resetOnNavigation: false });
    await page.goto(`${server.url}${r.url}`, { waitUntil: "networkidle" });
    for (const entry of await page.coverage.stopCSSCoverage()) {
      const name = new URL(entry.url).pathname;
      const sheet = sheets.get(name) ?? {
        text: entry.text ?? "",
        used: new Uint8Array(entry.text?.length ?? 0),
      };
      for (const { start, end } of entry.ranges) sheet.used.fill(1, start, end);
      sheets.set(name, sheet);
    }
    await context.close();
  }
  console.log(`${routes.length} routes, first views\n`);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`.padStart(9);
  console.log("stylesheet".padEnd(44), "bytes", "    used", " gzip all", "gzip used");
  const total = { bytes: 0, used: 0, gz: 0, gzUsed: 0 };
  for (const [name, { text, used }] of [...sheets].sort(
    (a, b) => b[1].text.length - a[1].text.length,
  )) {
    const kept = text
      .split("")
      .filter((_, i) => used[i])
      .join("");
    const row = {
      bytes: text.length,
      used: kept.length,
      gz: gzipSync(text).length,
      gzUsed: gzipSync(kept).length,
    };
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
    console.log(name.padEnd(40), kb(row.bytes), kb(row.used), kb(row.gz), kb(row.gzUsed));
  }
  console.log("total".padEnd(40), kb(total.bytes), kb(total.used), kb(total.gz), kb(total.gzUsed));
} finally {
  await browser.close();
  await server.close();
}
