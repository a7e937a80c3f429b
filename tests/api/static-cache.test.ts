// Cache headers of the built client: hashed /assets/* are kept a year without revalidation;
// index.html (served for every client route) is revalidated on each load, so a new build is
// picked up at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { bootScriptTag } from "../../src/server/boot-script";
import { precompress } from "../../src/server/precompress";
import { buildTestApp, type TestApp } from "../helpers/app";

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body></body></html>';
/** What the server sends for a page: the built HTML with the early token request in <head>. */
const PAGE = INDEX.replace("<head>", `<head>\n    ${bootScriptTag("/api")}`);
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
/** A chunk big enough to be sent compressed. */
const GRID_JS = Array.from({ length: 400 }, (_, i) => `export const c${i} = "cell ${i}";`).join(
  "\n",
);
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
  writeFileSync(join(clientDir, "assets", "grid-Ij90Kl12.js"), GRID_JS);
  // what the build does after writing the client (vite.config.ts)
  expect(
    await precompress(clientDir, ["assets/grid-Ij90Kl12.js", "assets/index-Ab12Cd34.js"]),
  ).toHaveLength(1); // the 15-byte entry is not worth it
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
    expect(orders.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/grid-3.css">',
    );
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
      expect(res.body, url).toBe(PAGE);
    }
  });

  it("starts the session's token request in the page itself, allowed by its hash", async () => {
    const res = await t.call({ method: "GET", url: "/admin/orders" });
    const html = res.body;
    const script = /<script data-token="\/api\/users\/token">([^<]+)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="high" href="/api/users/token">',
    );
    // first in <head> after the charset, before the entry's script and the route's preloads
    expect(html.indexOf("/api/users/token")).toBeLessThan(
      html.indexOf("/assets/index-Ab12Cd34.js"),
    );
    expect(html.indexOf("/api/users/token")).toBeLessThan(html.indexOf("OrdersPage-1"));
    const hash = createHash("sha256").update(script![1]).digest("base64");
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
    // the page without a route of its own carries it too
    const other = await t.call({ method: "GET", url: "/admin/nothing-here" });
    expect(other.body).toContain(script![0]);
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

  it("sends an asset brotli- or gzip-compressed as the browser accepts, else as it is", async () => {
    const url = "/assets/grid-Ij90Kl12.js";
    const br = await t.call({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(GRID_JS.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(GRID_JS);

    const gz = await t.call({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(GRID_JS);

    for (const accept of ["identity", "br;q=0", ""]) {
      const raw = await t.call({ method: "GET", url, headers: { "accept-encoding": accept } });
      expect(raw.headers["content-encoding"], accept).toBeUndefined();
      expect(raw.body, accept).toBe(GRID_JS);
      expect(raw.headers.vary, accept).toMatch(/accept-encoding/i);
    }
    // a file without siblings (too small to compress) is sent as it is
    const small = await t.call({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("console.log(1);");
  });

  it("does not serve the build's own maps under .vite", async () => {
    const res = await t.call({ method: "GET", url: "/.vite/route-preloads.json" });
    // an unknown page, like any other: the app's page, not the file
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
  });
});
