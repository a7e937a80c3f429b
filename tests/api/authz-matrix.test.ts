// Authorization matrix, generated from the routes the app registered (not from a list kept by
// hand): every /api route × anonymous / admin / owner × with / without the XSRF header.
// Each request carries inputs that validation would refuse (path params "x", an unknown query
// key, an unknown body field), so a 400 where a 401/403 is due means validation ran first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { ADMIN, buildTestApp, OWNER, type TestApp } from "../helpers/app";
import { USER_MESSAGES } from "../../src/contract/users";

const XSRF_MESSAGE = USER_MESSAGES.xsrf;
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

let t: TestApp;
const tokens: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  t = await buildTestApp();
  tokens.admin = (await t.login(ADMIN)).token;
  tokens.owner = (await t.login(OWNER)).token;
});
afterAll(() => t.close());

const methodsOf = (r: RouteOptions) => [r.method].flat().filter((m) => m !== "HEAD");
const apiRoutes = () => t.routes.filter((r) => r.url.startsWith(t.config.apiPrefix + "/"));
const hasInput = (r: RouteOptions) =>
  r.url.includes(":") || Boolean(r.schema?.querystring || r.schema?.body);

describe("authorization matrix over every registered /api route", () => {
  it("every /api route declares who may call it", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes)
      expect(["public", "user", "owner"], `${r.method} ${r.url}`).toContain(r.config?.access);
  });

  it("401 / 403 come before any validation, XSRF is required on every state change", async () => {
    const seen: string[] = [];
    for (const route of apiRoutes())
      for (const method of methodsOf(route)) {
        const access = route.config!.access!;
        const url = route.url.replace(/:(\w+)/g, "x") + "?__probe=1";
        const changes = !SAFE.has(method);
        for (const role of ["anonymous", "admin", "owner"] as const)
          for (const xsrf of [true, false]) {
            const res = await t.call({
              method: method as "GET",
              url,
              token: tokens[role],
              xsrf,
              ...(changes ? { payload: { __probe: 1 } } : {}),
            });
            const label = `${method} ${route.url} as ${role} ${xsrf ? "with" : "without"} XSRF → ${res.statusCode} ${res.body.slice(0, 80)}`;
            seen.push(label);
            expect(res.statusCode, label).toBeLessThan(500);
            const message = String(res.headers["content-type"]).includes("json")
              ? res.json().message
              : undefined;
            if (changes && !xsrf) {
              expect(res.statusCode, label).toBe(403);
              expect(message, label).toBe(XSRF_MESSAGE);
            } else if (access !== "public" && role === "anonymous") {
              expect(res.statusCode, label).toBe(401);
              expect(message, label).toBe(USER_MESSAGES.notLoggedIn);
            } else if (access === "owner" && role === "admin") {
              expect(res.statusCode, label).toBe(403);
              expect(message, label).toBe(USER_MESSAGES.ownerOnly);
            } else if (hasInput(route)) {
              // allowed through: now the bad inputs are refused, naming something
              expect(res.statusCode, label).toBe(400);
              expect(message, label).toEqual(expect.any(String));
            } else if (access !== "public") {
              // allowed through, no input to refuse (multipart bodies are read by the handler)
              expect([401, 403], label).not.toContain(res.statusCode);
            }
          }
      }
    // 3 roles × 2 header states for each method of each route
    expect(seen.length).toBe(apiRoutes().reduce((n, r) => n + methodsOf(r).length, 0) * 6);
  });

  it("a tampered or expired-looking token is a 401, not a 400, on owner-only and private routes", async () => {
    const bad = tokens.owner!.slice(0, -4) + "AAAA";
    for (const route of apiRoutes().filter((r) => r.config?.access !== "public"))
      for (const method of methodsOf(route)) {
        const res = await t.call({
          method: method as "GET",
          url: route.url.replace(/:(\w+)/g, "x"),
          token: bad,
          ...(SAFE.has(method) ? {} : { payload: { __probe: 1 } }),
        });
        expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      }
  });
});
