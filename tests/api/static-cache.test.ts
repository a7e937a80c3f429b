// Cache headers of the built client: hashed /assets/* are kept a year without revalidation;
// index.html (served for every client route) is revalidated on each load, so a new build is
// picked up at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body></body></html>';
/** What the build writes (vite.config.ts): per route pattern, the chunks beyond the entry's. */
const PRELOADS = [
  {
    pattern: "/admin/orders",
    js: ["assets/OrdersPage-1.js", "assets/grid-2.js"],
    css: ["assets/grid-3.css"],
  },
  { pattern: "/admin/talent/edit/:id", js: ["assets/EditTalent-4.js"], css: [] },
  { pattern: "/admin/talent/edit/:id", js: ["assets/TalentsPage-5.js"], css: [] },
];
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "kt-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "assets", "index-Ab12Cd34.js"), "console.log(1);");
  writeFileSync(join(clientDir, "assets", "index-Ef56Gh78.css"), "body{margin:0}");
  mkdirSync(join(clientDir, ".vite"));
  writeFileSync(join(clientDir, ".vite", "route-preloads.json"), JSON.stringify(PRELOADS));
  t = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("static cache headers", () => {
  it("serves hashed assets as immutable for a year", async () => {
    for (const url of ["/assets/index-Ab12Cd34.js", "/assets/index-Ef56Gh78.css"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
  });

  it("serves index.html for client routes with no-cache", async () => {
    for (const url of ["/login", "/admin/dashboard", "/admin/talent/edit/3?x=1", "/index.html"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain('<script type="module" src="/assets/index-Ab12Cd34.js">');
    }
  });

  it("answers a missing asset with 404 JSON, not the page", async () => {
    const res = await t.call({ method: "GET", url: "/assets/gone-Zz99.js" });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["cache-control"] ?? "")).not.toMatch(/immutable/);
    expect(res.json()).toEqual({ message: "Alamat tidak ditemukan" });
  });

  it("names the route's chunks in the page it serves, so they load beside the entry", async () => {
    const orders = await t.call({ method: "GET", url: "/admin/orders?page=2" });
    expect(orders.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/OrdersPage-1.js">',
    );
    expect(orders.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/grid-2.js">',
    );
    expect(orders.body).toContain('<link rel="preload" as="style" href="/assets/grid-3.css">');
    // the links sit in <head>, before the entry's script runs
    expect(orders.body.indexOf("OrdersPage-1")).toBeLessThan(orders.body.indexOf("</head>"));

    // a pattern with a parameter; both entries of a pattern listed twice (dialog + its list)
    const edit = await t.call({ method: "GET", url: "/admin/talent/edit/17" });
    expect(edit.body).toContain("/assets/EditTalent-4.js");
    expect(edit.body).toContain("/assets/TalentsPage-5.js");
    expect(edit.body).not.toContain("OrdersPage-1");

    // an unknown page gets index.html as built; a NUL or odd bytes in the path change nothing
    const nul = await t.call({ method: "GET", url: "/admin/orders%00" });
    expect(nul.statusCode).toBe(403); // the static plugin refuses NUL in a path, as before
    for (const url of ["/admin/nothing-here", "/admin/orders/x/y"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("answers a page's revalidation with 304 while the build is unchanged", async () => {
    const first = await t.call({ method: "GET", url: "/admin/orders" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.call({
      method: "GET",
      url: "/admin/orders",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.call({
      method: "GET",
      url: "/admin/talent/edit/1",
      headers: { "if-none-match": etag },
    });
    expect(other.statusCode).toBe(200);
  });
});
