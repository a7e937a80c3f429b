// GET /api/openapi.json and GET /api/docs, generated once from the contract.
import type { App } from "../types";
import { api } from "../../contract/api";
import { systemApi } from "../../contract/api/system";
import { openApiDocument } from "../../contract/openapi";
import { docsPage } from "../docs-page";
import { implement } from "./implement";

export default async function docsRoutes(app: App) {
  const doc = openApiDocument(api, { server: app.config.apiPrefix });
  const json = JSON.stringify(doc);
  const html = docsPage(doc);
  implement(
    app,
    { openapi: systemApi.openapi, docs: systemApi.docs },
    {
      openapi: async (_req, reply) => reply.type("application/json; charset=utf-8").send(json),
      docs: async (_req, reply) => reply.type("text/html; charset=utf-8").send(html),
    },
  );
}
