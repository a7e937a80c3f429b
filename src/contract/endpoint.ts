// One endpoint = one object: method, path, inputs, responses by status and who may call it.
// The server registers its routes from these objects (server/routes/implement.ts), the client
// calls them (client/lib/call.ts) and GET /api/openapi.json is generated from them.
//
// Adding an endpoint:
//   1. Declare it in src/contract/api/<resource>.ts (schemas beside it in contract/<resource>.ts):
//        export const servicesApi = {
//          byId: endpoint("GET /services/getServiceById/:id", {  // under the API prefix
//            params: idParams,                       // keys must equal the path's `:names`
//            ok: z.object({ result: service }),      // 200 (`created`: 201); errors are {message}
//            summary: "Satu service dengan sub service-nya",
//          }),                                       // access "user" unless it says "public"/"owner"
//        };
//      (the resource object must be listed in src/contract/api/index.ts).
//   2. Implement it in src/server/routes/<resource>.ts:
//        implement(app, servicesApi, { byId: async (req) => ({ result: ... }) });
//      The handler returns the 2xx body; it is checked against the schema on the way out.
//   3. Call it from src/features/<area>/api/<name>.ts:
//        export const getServiceById = (id: number) => call(servicesApi.byId, { params: { id } });
import type { z } from "zod";

type Method = "GET" | "POST" | "PUT" | "DELETE";
/** public: anyone; user: a valid access token; owner: a valid token of an owner. */
export type Access = "public" | "user" | "owner";
/** json: a zod-checked JSON body; multipart: form fields (+ file) parsed by the handler. */
type BodyKind = "json" | "multipart" | "none";

/** A file answer (CSV, PDF, HTML page): no JSON schema, just its media type. */
export interface FileResponse {
  readonly kind: "file";
  readonly contentType: string;
}
export const file = (contentType: string): FileResponse => ({ kind: "file", contentType });

export type ResponseSchema = z.ZodType | FileResponse;
type SuccessStatus = 200 | 201;

export interface EndpointDef {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Exactly one 2xx status; error answers are always `{message}` (see openapi.ts). */
  responses: Partial<Record<SuccessStatus, ResponseSchema>> & Record<number, ResponseSchema>;
  access: Access;
  /** One line for the API document. */
  summary: string;
}

/** The `:name` segments of a path as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof PathParams<Rest>]: string | number }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : Record<string, never>;

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The one 2xx status an endpoint answers with. */
export function successStatus(e: EndpointDef): SuccessStatus {
  const status = Object.keys(e.responses)
    .map(Number)
    .find((s) => s >= 200 && s < 300);
  if (status !== 200 && status !== 201) throw new Error(`${e.method} ${e.path}: no 200/201`);
  return status;
}

export const isFileResponse = (r: ResponseSchema | undefined): r is FileResponse =>
  typeof r === "object" && r !== null && (r as FileResponse).kind === "file";

type SuccessOf<E extends EndpointDef> = E["responses"][200] extends ResponseSchema
  ? E["responses"][200]
  : E["responses"][201];

/** The 2xx body as the handler returns it and the client receives it. */
export type ResponseOf<E extends EndpointDef> =
  SuccessOf<E> extends z.ZodType ? z.output<SuccessOf<E>> : never;
export type IsFile<E extends EndpointDef> = SuccessOf<E> extends FileResponse ? true : false;

export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a resource file writes for one endpoint: inputs, its one 2xx answer, access, summary. */
interface EndpointSpec {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** The 200 answer (or `created`, the 201 one). */
  ok?: ResponseSchema;
  created?: ResponseSchema;
  /** "user" when left out: every call needs a valid access token unless it says otherwise. */
  access?: Access;
  summary: string;
}

/** `"GET /path/:id"`: the method and the path under the API prefix. */
type Route = `${Method} /${string}`;

/** The full EndpointDef an `endpoint(route, spec)` declares, literal types kept for the client. */
type Declared<R extends Route, S extends EndpointSpec> = Omit<S, "ok" | "created" | "access"> & {
  method: R extends `${infer M extends Method} ${string}` ? M : never;
  path: R extends `${Method} ${infer P}` ? P : never;
  responses: S extends { ok: infer O extends ResponseSchema }
    ? { 200: O }
    : S extends { created: infer C extends ResponseSchema }
      ? { 201: C }
      : never;
  access: S extends { access: infer A extends Access } ? A : "user";
};

/** Declares an endpoint; checks at load time that the params schema names the path's params. */
export function endpoint<const R extends Route, const S extends EndpointSpec>(
  route: R,
  spec: S,
): Declared<R, S> {
  const [method, path] = route.split(" ") as [Method, string];
  const { ok, created, access = "user", ...inputs } = spec;
  const responses: EndpointDef["responses"] = ok ? { 200: ok } : created ? { 201: created } : {};
  const def: EndpointDef = {
    ...(inputs as Omit<EndpointSpec, "ok" | "created" | "access">),
    method,
    path,
    responses,
    access,
  };
  const names = pathParamNames(def.path).sort();
  const shape = (def.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const keys = Object.keys(shape).sort();
  if (names.join() !== keys.join())
    throw new Error(`${route}: params schema must name exactly ${names}`);
  if (def.body && (def.bodyKind ?? "json") === "none")
    throw new Error(`${route}: body with bodyKind none`);
  if (ok && created) throw new Error(`${route}: one 2xx answer, ok or created`);
  successStatus(def);
  return def as Declared<R, S>;
}

export type Endpoints = Record<string, EndpointDef>;
