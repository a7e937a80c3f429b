// The OpenAPI 3.1 document of the API, generated from the contract (src/contract/api): every
// endpoint with its params, query, body and 2xx schema, who may call it, and the `{message}`
// error answers every endpoint shares. Served as GET /api/openapi.json and /api/docs.
import { z } from "./common";
import {
  isFileResponse,
  pathParamNames,
  successStatus,
  type EndpointDef,
  type Endpoints,
} from "./endpoint";

type JsonSchema = Record<string, unknown>;

function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any", // query transforms (text → number): the text side is documented
  }) as JsonSchema;
  return json;
}

const MESSAGE = { $ref: "#/components/schemas/Message" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: MESSAGE } },
});

/** `/services/:id` → `/services/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function parameters(e: EndpointDef) {
  const out: JsonSchema[] = [];
  if (e.params) {
    const props = (toJson(e.params, "input").properties ?? {}) as Record<string, JsonSchema>;
    for (const name of pathParamNames(e.path))
      out.push({ name, in: "path", required: true, schema: props[name] ?? { type: "string" } });
  }
  if (e.query) {
    const json = toJson(e.query, "input");
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (json.properties ?? {}) as Record<string, JsonSchema>,
    ))
      out.push({ name, in: "query", required: required.has(name), schema });
  }
  return out;
}

function requestBody(e: EndpointDef) {
  if (!e.body) return undefined;
  const json = toJson(e.body, "input");
  if (e.bodyKind !== "multipart")
    return { required: true, content: { "application/json": { schema: json } } };
  const form = {
    ...json,
    properties: {
      ...(json.properties as JsonSchema),
      proof_image: { type: "string", contentMediaType: "image/*", description: "bukti bayar" },
    },
  };
  return {
    required: true,
    description: "multipart/form-data (field teks + satu file opsional) atau JSON tanpa file",
    content: { "multipart/form-data": { schema: form }, "application/json": { schema: json } },
  };
}

const ACCESS_TEXT = {
  public: "Tanpa login.",
  user: "Perlu login (owner atau admin).",
  owner: "Hanya owner.",
};

function operation(resource: string, key: string, e: EndpointDef) {
  const status = successStatus(e);
  const ok = e.responses[status];
  const changes = e.method !== "GET";
  const responses: Record<string, unknown> = {
    [status]: isFileResponse(ok)
      ? { description: "File", content: { [ok.contentType]: { schema: { type: "string" } } } }
      : {
          description: "Berhasil",
          content: { "application/json": { schema: toJson(ok as z.ZodType, "output") } },
        },
  };
  if (e.params || e.query || e.body)
    responses["400"] = errorAnswer("Input tidak valid; pesan menyebut field-nya");
  if (e.access !== "public") responses["401"] = errorAnswer("Belum login atau token tidak valid");
  if (e.access === "owner" || changes)
    responses["403"] = errorAnswer(
      [e.access === "owner" && "Bukan owner", changes && "token XSRF tidak cocok"]
        .filter(Boolean)
        .join("; "),
    );
  if (e.params) responses["404"] = errorAnswer("Data tidak ditemukan");
  responses.default = errorAnswer("Kesalahan lain (409, 413, 429, 500)");

  const security: Record<string, string[]>[] = [];
  if (e.access !== "public") security.push(changes ? { bearer: [], xsrf: [] } : { bearer: [] });
  else if (changes) security.push({ xsrf: [] });
  return {
    operationId: `${resource}.${key}`,
    tags: [resource],
    summary: e.summary,
    description: ACCESS_TEXT[e.access],
    "x-access": e.access,
    security,
    parameters: parameters(e),
    requestBody: requestBody(e),
    responses,
  };
}

export function openApiDocument(api: Record<string, Endpoints>, opts: { server: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [resource, endpoints] of Object.entries(api))
    for (const [key, e] of Object.entries(endpoints)) {
      const path = (paths[openApiPath(e.path)] ??= {});
      path[e.method.toLowerCase()] = JSON.parse(JSON.stringify(operation(resource, key, e)));
    }
  return {
    openapi: "3.1.0",
    info: {
      title: "Kas Talenta API",
      version: "1",
      description:
        "Semua jumlah uang dalam rupiah bulat. Setiap POST/PUT/DELETE wajib mengirim header " +
        "X-XSRF-TOKEN berisi nilai cookie XSRF-TOKEN. Setiap kesalahan dijawab {message}; " +
        "penolakan satu field menambah `field` (nama field-nya, mis. `tips.0.amount`).",
    },
    servers: [{ url: opts.server }],
    tags: Object.keys(api).map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Message: {
          type: "object",
          properties: {
            message: { type: "string" },
            /** The wire path of the field a refusal names (RULES.md D6). */
            field: { type: "string" },
          },
          required: ["message"],
        },
      },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        xsrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
