// The rows of a declared list (contract/lists.ts) for its export or print: by the list's own
// use case when it has a reader (list-readers.ts), else through the list's own GET handler (its
// use case and repository query) page after page, in this process. Either way the export gets
// exactly that endpoint's validation, filters, sort and role rule; paged, it holds one page (100
// rows) at a time.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { LISTS, type ListId, type ListSource } from "../../contract/lists";
import { MAX_PAGE_LIMIT } from "../../contract/values";
import { USER_MESSAGES } from "../../contract/users";
import { fieldError, forbidden } from "../http-error";
import { getHandler } from "../routes/implement";
import type { App } from "../types";
import { LIST_READERS, type ListRead } from "./list-readers";

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
  list: ListId;
  /** The list endpoint's wire query, or (`checked`) one its own export route has checked. */
  query: Record<string, unknown>;
  checked?: boolean;
  id?: number;
}

type Row = Record<string, unknown>;

/** Input checked as the route checks it: a refusal is the same 400 naming the field. */
function parsed(schema: z.ZodType | undefined, input: Record<string, unknown>) {
  if (!schema) return input;
  const r = schema.safeParse(input);
  if (r.success) return r.data as Record<string, unknown>;
  throw Object.assign(new Error("validation"), {
    statusCode: 400,
    validation: [{ params: { issue: r.error.issues[0] } }],
  });
}

/** The list's GET endpoint, once the caller may read it and its `:param` is given. */
function listEndpoint(app: App, req: FastifyRequest, r: ListRequest) {
  const source: ListSource = LISTS[r.list];
  const { endpoint, handler } = getHandler(app, source.path);
  if (endpoint.access === "owner" && req.user.role !== "owner")
    throw forbidden(USER_MESSAGES.ownerOnly);
  const param = /:(\w+)/.exec(source.path)?.[1];
  if (param && !r.id) throw fieldError("id", "wajib diisi");
  const params = parsed(endpoint.params, param ? { [param]: String(r.id) } : {});
  return { source, endpoint, handler, params };
}

/** One page of the list, through its handler; its refusal (400 naming the field, 403…) is the export's. */
async function fetchPage(
  req: FastifyRequest,
  reply: FastifyReply,
  list: ReturnType<typeof listEndpoint>,
  query: Record<string, unknown>,
) {
  const { source, endpoint, handler, params } = list;
  // the caller's request (user, headers) with this list's query and params
  const listReq = Object.create(req, {
    query: { value: parsed(endpoint.query, query) },
    params: { value: params },
  }) as FastifyRequest;
  const rows = valueAt(await handler(listReq, reply), source.rows);
  if (!Array.isArray(rows)) throw new Error(`list ${source.path}: no array at ${source.rows}`);
  return rows as Row[];
}

/**
 * The first page (or the reader's answer) is read before the answer starts, so a refused query
 * is a clean 4xx; the next pages are read as the file streams out.
 */
export async function listRows(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  r: ListRequest,
): Promise<ListRead> {
  const list = listEndpoint(app, req, r);
  const { page: _page, limit: _limit, ...query } = r.query;
  const read = LIST_READERS[r.list];
  if (read)
    return read(app.db, r.checked ? r.query : parsed(list.endpoint.query, query), r.id ?? 0);
  const first = list.source.firstPage;
  if (first === undefined) return { rows: await fetchPage(req, reply, list, query) };
  const pageQuery = (n: number) => ({ ...query, page: String(n), limit: String(MAX_PAGE_LIMIT) });
  const head = await fetchPage(req, reply, list, pageQuery(first));
  const pages = async function* () {
    yield head;
    let rows = head;
    for (let n = first + 1; rows.length === MAX_PAGE_LIMIT; n++) {
      rows = await fetchPage(req, reply, list, pageQuery(n));
      if (rows.length) yield rows;
    }
  };
  return { rows: pages() };
}
