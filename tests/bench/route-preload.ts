// `npx tsx tests/bench/route-preload.ts` (after `npx vite build`): A/B of the server's route
// preload links (src/server/page-html.ts). Two servers on the demo data, one serving dist/ as
// built, one a copy without .vite/route-preloads.json (index.html as it is); 16 cold loads of
// /admin/orders, interleaved, signed in, HTTP cache off. Medians, in ms from navigation: when the
// route's page chunk is requested, when the list call leaves, when the first row is in the DOM.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import { E2E_OWNER, startServer } from "../helpers/server";
const noPreloads = mkdtempSync(join(tmpdir(), "kt-nopre-"));
cpSync("dist", noPreloads, { recursive: true });
rmSync(join(noPreloads, ".vite/route-preloads.json"));
const servers = {
  pre: await startServer({ seedDemo: true }),
  nopre: await startServer({ seedDemo: true, env: { CLIENT_DIR: noPreloads } }),
};
const out: Record<string, number[][]> = { pre: [], nopre: [] };
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (let i = 0; i < 16; i++) {
  const label = i % 2 ? "nopre" : "pre";
  const server = servers[label];
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${server.url}/login`);
  await page.fill("#login-email", E2E_OWNER.email);
  await page.fill("#login-password", E2E_OWNER.password);
  await page.click("button[type=submit]");
  await page.waitForURL(/dashboard/);
  const p2 = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p2);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await p2.goto(`${server.url}/admin/orders`);
  await p2.waitForSelector('.ag-row[row-index="0"]');
  const e = (await p2
    .evaluate(
      "JSON.stringify(performance.getEntriesByType('resource').map(x => [x.name, x.startTime]))",
    )
    .then((x) => JSON.parse(x as string))) as [string, number][];
  const f = (s: string) => e.find(([n]) => n.includes(s))?.[1];
  const r = {
    entry: f("/assets/index-"),
    page: f("OrdersPage"),
    list: f("/api/order/orders"),
    rows: (await p2.evaluate("performance.now()")) as number,
  };
  out[label].push([r.page ?? -1, r.list ?? -1, r.rows]);
  await ctx.close();
}
const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, v] of Object.entries(out))
  console.log(
    k,
    "page chunk",
    Math.round(med(v.map((x) => x[0]))),
    "list call",
    Math.round(med(v.map((x) => x[1]))),
    "rows",
    Math.round(med(v.map((x) => x[2]))),
  );
await browser.close();
await servers.pre.close();
await servers.nopre.close();
rmSync(noPreloads, { recursive: true, force: true });
