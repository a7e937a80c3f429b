// The contract (src/contract/api) and the running server agree: every endpoint is registered
// with its method, path and access, every /api route is an endpoint, replies are checked
// against the contract, and the OpenAPI document generated from it is valid and complete.
import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import SwaggerParser from "@apidevtools/swagger-parser";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { appPerFile } from "../helpers/app";
import { api } from "../../src/contract/api";
import { endpoint } from "../../src/contract/endpoint";
import { z } from "../../src/contract/common";
import { openApiPath } from "../../src/contract/openapi";
import errors from "../../src/server/plugins/errors";
import { implement } from "../../src/server/routes/implement";
import type { App } from "../../src/server/types";

const t = appPerFile();

const endpoints = Object.entries(api).flatMap(([resource, group]) =>
  Object.entries(group).map(([key, e]) => ({ name: `${resource}.${key}`, ...e })),
);
const registered = () =>
  t.routes
    .filter((r) => r.url.startsWith(t.config.apiPrefix + "/"))
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== "HEAD")
        .map((method) => ({ method, url: r.url, access: r.config?.access })),
    );

describe("contract walk", () => {
  it("every endpoint is registered with its method, path and access", () => {
    const routes = registered();
    for (const e of endpoints) {
      const url = t.config.apiPrefix + e.path;
      const hits = routes.filter((r) => r.method === e.method && r.url === url);
      expect(hits, `${e.name} ${e.method} ${url}`).toHaveLength(1);
      expect(hits[0].access, e.name).toBe(e.access);
    }
  });

  it("every registered /api route is an endpoint of the contract, once", () => {
    const declared = new Set(endpoints.map((e) => `${e.method} ${t.config.apiPrefix}${e.path}`));
    expect(declared.size).toBe(endpoints.length); // no method + path declared twice
    for (const r of registered())
      expect(declared, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
    expect(registered()).toHaveLength(endpoints.length);
  });
});

describe("replies are checked against the contract", () => {
  const probe = {
    leaky: endpoint("GET /leaky", {
      ok: z.object({ id: z.number() }),
      access: "public",
      summary: "probe",
    }),
    broken: endpoint("GET /broken", {
      ok: z.object({ id: z.number() }),
      access: "public",
      summary: "probe",
    }),
  };
  async function probeApp() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errors);
    implement(app as unknown as App, probe, {
      leaky: async () => ({ id: 1, password_hash: "secret" }) as { id: number },
      broken: async () => ({ id: "1" }) as unknown as { id: number },
    });
    return app;
  }

  it("fields the schema does not declare never leave the server", async () => {
    const app = await probeApp();
    const res = await app.inject({ method: "GET", url: "/leaky" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1 });
    await app.close();
  });

  it("a reply that breaks its schema is a 500 with the generic message, not sent as is", async () => {
    const app = await probeApp();
    const res = await app.inject({ method: "GET", url: "/broken" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Terjadi kesalahan pada server" });
    await app.close();
  });
});

/** RULES.md S7, every call with its method (paths as the spec writes them). */
const SPEC_CALLS = [
  "GET /users/token",
  "GET /users/user",
  "POST /users/login",
  "POST /users/logout",
  "GET /users/getUsers",
  "POST /users/createUser",
  "GET /users/total",
  "PUT /users/update-password",
  "POST /users/reset-password",
  "GET /order/orders",
  "GET /order/talent/{id}",
  "GET /order/admin/{id}",
  "GET /order/talents",
  "GET /order/admins",
  "POST /order/createOrder",
  "GET /order/getOrderById/{id}",
  "PUT /order/updateOrder/{id}",
  "DELETE /order/deleteOrder/{id}",
  "GET /order/total",
  "GET /talent/getAllTalents",
  "GET /talent/getTalentById/{id}",
  "POST /talent/createTalent",
  "PUT /talent/{id}",
  "DELETE /talent/{id}",
  "GET /talent/talents",
  "GET /talent/total",
  "GET /talentCategories/getAllCategories",
  "GET /talentCategories/getCategoriesById/{id}",
  "POST /talentCategories/create",
  "PUT /talentCategories/{id}",
  "DELETE /talentCategories/{id}",
  "GET /services/getServices",
  "GET /services/getServiceById/{id}",
  "POST /services/createServices",
  "PUT /services/{id}",
  "DELETE /services/{id}",
  "POST /subServices/create",
  "GET /subServices/getSubServices",
  "GET /report/summary/global",
  "GET /report/summary/talent/{id}",
  "GET /report/summary/admin/{id}",
  "GET /weekly",
  "GET /weekly/talent/{talentId}",
  "GET /settings/kas",
  "PUT /settings/kas",
  "GET /rekap/detail/talent/{id}",
  "GET /rekap/detail/admin/{id}",
  "GET /rekap/detail/talent/{id}/download",
  "GET /rekap/detail/admin/{id}/download",
  "GET /report/pdf/talent/{id}",
];
describe("GET /api/openapi.json and /api/docs", () => {
  it("serves a valid OpenAPI 3.1 document with every endpoint of the contract", async () => {
    const res = await t.call({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    await SwaggerParser.validate(structuredClone(doc)); // throws on an invalid document
    for (const e of endpoints) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, e.name).toBeDefined();
      expect(op.operationId).toBe(e.name);
      expect(op["x-access"]).toBe(e.access);
      expect(op.security.length > 0, e.name).toBe(e.access !== "public" || e.method !== "GET");
    }
  });

  it("lists every call of RULES.md S7", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/openapi.json" })).json();
    const listed = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(SPEC_CALLS.filter((c) => !listed.has(c))).toEqual([]);
  });

  it("documents shapes exactly: the services page, its query and the update body", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/openapi.json" })).json();
    const list = doc.paths["/services/getServices"].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "limit",
      "name",
      "page",
      "search_query",
      "sort_by",
      "sort_order",
      "sub_service",
    ]);
    const page = list.responses["200"].content["application/json"].schema;
    expect(page.required).toEqual(
      expect.arrayContaining(["result", "totalPage", "totalRows", "page", "limit"]),
    );
    const put = doc.paths["/services/{id}"].put;
    expect(put.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    expect(put.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "sub_services"]),
    );
    expect(Object.keys(put.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404"]),
    );
    const create = doc.paths["/order/createOrder"].post;
    expect(Object.keys(create.requestBody.content)).toContain("multipart/form-data");
  });

  it("serves a readable HTML page with every operation, without scripts or outside files", async () => {
    const res = await t.call({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    for (const e of endpoints) expect(res.body, e.name).toContain(`id="${e.name}"`);
    expect(res.body).toContain("/api/services/{id}");
    expect(res.body).not.toMatch(/<script|<link|src="http/i);
  });
});
