// The rows of a declared list (contract/lists.ts), read through the list's own GET handler (its
// use case and repository query) page after page, in this process: the export gets exactly that
// endpoint's validation, filters, sort and role rule, and holds one page (100 rows) at a time.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ListSource } from "../../contract/lists";
import { MAX_PAGE_LIMIT } from "../../contract/values";
import { USER_MESSAGES } from "../../contract/users";
import { fieldError, forbidden } from "../http-error";
import { getHandler } from "../routes/implement";
import type { App } from "../types";

/** `data.talents` of an answer. */
export const valueAt = (obj: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (o, k) =>
        o !== null && typeof o === "object" && Object.hasOwn(o, k)
          ? (o as Record<string, unknown>)[k]
          : undefined,
      obj,
    );

export interface ListRequest {
  source: ListSource;
  query: Record<string, string>;
  id?: number;
}

/** Input checked as the route checks it: a refusal is the same 400 naming the field. */
function parsed(schema: z.ZodType | undefined, input: Record<string, string>) {
  if (!schema) return input;
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw Object.assign(new Error("validation"), {
    statusCode: 400,
    validation: [{ params: { issue: r.error.issues[0] } }],
  });
}

/** One page of the list, through its handler; its refusal (400 naming the field, 403…) is the export's. */
async function fetchPage(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  r: ListRequest,
  query: Record<string, string>,
) {
  const { endpoint, handler } = getHandler(app, r.source.path);
  if (endpoint.access === "owner" && req.user.role !== "owner")
    throw forbidden(USER_MESSAGES.ownerOnly);
  const param = /:(\w+)/.exec(r.source.path)?.[1];
  if (param && !r.id) throw fieldError("id", "wajib diisi");
  const params = parsed(endpoint.params, param ? { [param]: String(r.id) } : {});
  // the caller's request (user, headers) with this list's query and params
  const listReq = Object.create(req, {
    query: { value: parsed(endpoint.query, query) },
    params: { value: params },
  }) as FastifyRequest;
  const body = await handler(listReq, reply);
  const rows = valueAt(body, r.source.rows);
  if (!Array.isArray(rows)) throw new Error(`list ${r.source.path}: no array at ${r.source.rows}`);
  return rows as Record<string, unknown>[];
}

/**
 * The first page is read before the answer starts, so a refused query is a clean 4xx; the rest
 * is read as the file streams out.
 */
export async function listRows(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  r: ListRequest,
): Promise<AsyncIterable<Record<string, unknown>[]>> {
  const { page: _page, limit: _limit, ...query } = r.query;
  const first = r.source.firstPage;
  if (first === undefined) {
    const rows = await fetchPage(app, req, reply, r, query);
    return (async function* () {
      yield rows;
    })();
  }
  const pageQuery = (n: number) => ({ ...query, page: String(n), limit: String(MAX_PAGE_LIMIT) });
  const head = await fetchPage(app, req, reply, r, pageQuery(first));
  return (async function* () {
    yield head;
    let rows = head;
    for (let n = first + 1; rows.length === MAX_PAGE_LIMIT; n++) {
      rows = await fetchPage(app, req, reply, r, pageQuery(n));
      if (rows.length) yield rows;
    }
  })();
}
