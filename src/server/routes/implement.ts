// Registers Fastify routes from contract endpoints (src/contract/endpoint.ts). The endpoint
// gives method, path, the zod schemas that validate params/query/body, the 2xx schema the
// reply is checked against (serializerCompiler in app.ts), and `config.access`, which the one
// onRequest hook in routes/index.ts enforces before anything else runs.
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import {
  isFileResponse,
  successStatus,
  type EndpointDef,
  type Endpoints,
  type IsFile,
  type Out,
  type ResponseOf,
} from "../../contract/endpoint";
import type { App } from "../types";
import { z } from "../../contract/common";

/** An endpoint that declares no query still refuses query keys: every input is validated. */
const noQuery = z.strictObject({});

type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E["params"]>;
  Querystring: Out<E["query"]>;
  // multipart bodies are read by the handler (req.parts()), never by the validator
  Body: E["bodyKind"] extends "multipart" ? unknown : Out<E["body"]>;
}>;

/** Returns the 2xx body (checked on the way out); file answers send themselves and return reply. */
type EndpointHandler<E extends EndpointDef> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<IsFile<E> extends true ? FastifyReply : ResponseOf<E>>;

/** A handler, or a handler with extra route options (rate limits). */
export type EndpointEntry<E extends EndpointDef> =
  | EndpointHandler<E>
  | { options: Pick<RouteShorthandOptions, "config">; handler: EndpointHandler<E> };

/** An app's GET endpoints with their handlers, by path: what a grid export reads a list through. */
const GETS = new WeakMap<object, Map<string, { endpoint: EndpointDef; handler: AnyHandler }>>();
type AnyHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The GET endpoint at `path` and its handler (export/list-rows.ts). */
export function getHandler(app: App, path: string) {
  const found = GETS.get(app.server)?.get(path);
  if (!found) throw new Error(`no GET handler at ${path}`);
  return found;
}

/** Registers every endpoint of `endpoints`; TypeScript insists on a handler for each one. */
export function implement<C extends Endpoints>(
  app: App,
  endpoints: C,
  handlers: { [K in keyof C]: EndpointEntry<C[K]> },
): void {
  for (const key of Object.keys(endpoints)) {
    const e = endpoints[key];
    const entry = handlers[key] as EndpointEntry<EndpointDef>;
    const { handler, options } =
      typeof entry === "function" ? { handler: entry, options: {} } : entry;
    const status = successStatus(e);
    const ok = e.responses[status];
    // only the keys that are declared: Fastify warns about `undefined` schema entries
    const schema = Object.fromEntries(
      Object.entries({
        params: e.params,
        querystring: e.query ?? noQuery,
        body: (e.bodyKind ?? "json") === "json" ? e.body : undefined,
        response: isFileResponse(ok) ? undefined : { [status]: ok },
      }).filter(([, v]) => v !== undefined),
    );
    if (e.method === "GET") {
      const gets = GETS.get(app.server) ?? new Map();
      GETS.set(app.server, gets.set(e.path, { endpoint: e, handler: handler as AnyHandler }));
    }
    app.route({
      method: e.method,
      url: e.path,
      config: { ...options.config, access: e.access },
      schema,
      handler: async (req, reply) => {
        const out = await handler(req as never, reply);
        // A file handler sends the reply itself. The reply is thenable, so `return reply` from
        // an async handler resolves to undefined once it is sent: sending again logged a
        // 'Reply was already sent' warning with statusCode 500 for every download.
        if (out === reply || reply.sent) return reply;
        return reply.status(status).send(out);
      },
    });
  }
}
