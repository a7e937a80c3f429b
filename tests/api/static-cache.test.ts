// Cache headers of the built client: hashed /assets/* are kept a year without revalidation;
// index.html (served for every client route) is revalidated on each load, so a new build is
// picked up at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";

const INDEX = '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "kt-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "assets", "index-Ab12Cd34.js"), "console.log(1);");
  writeFileSync(join(clientDir, "assets", "index-Ef56Gh78.css"), "body{margin:0}");
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
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("answers a missing asset with 404 JSON, not the page", async () => {
    const res = await t.call({ method: "GET", url: "/assets/gone-Zz99.js" });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["cache-control"] ?? "")).not.toMatch(/immutable/);
    expect(res.json()).toEqual({ message: "Alamat tidak ditemukan" });
  });
});
