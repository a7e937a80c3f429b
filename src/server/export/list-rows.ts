// The rows of a declared list (contract/lists.ts), read through the list's own GET endpoint with
// the caller's token, page after page: the export gets exactly that endpoint's validation,
// filters, sort and role rules, and holds one page (100 rows) at a time.
import type { FastifyRequest } from "fastify";
import type { ListSource } from "../../contract/lists";
import { MAX_PAGE_LIMIT } from "../../contract/values";
import { HttpError } from "../http-error";
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

/** One call of the list endpoint; its refusal (400 naming the field, 403…) is the export's. */
async function fetchPage(
  app: App,
  req: FastifyRequest,
  r: ListRequest,
  query: Record<string, string>,
) {
  const path = r.source.path.replace(/:\w+/, String(r.id ?? ""));
  if (path.includes(":") || path.endsWith("/")) throw new HttpError(400, "id: wajib diisi");
  const res = await app.inject({
    method: "GET",
    url: `${app.config.apiPrefix}${path}?${new URLSearchParams(query)}`,
    headers: req.headers.authorization ? { authorization: req.headers.authorization } : {},
  });
  const body = res.json() as unknown;
  if (res.statusCode !== 200)
    throw new HttpError(
      res.statusCode,
      String((body as { message?: unknown }).message ?? "Gagal membaca data"),
    );
  const rows = valueAt(body, r.source.rows);
  if (!Array.isArray(rows)) throw new Error(`list ${path}: no array at ${r.source.rows}`);
  return rows as Record<string, unknown>[];
}

/**
 * The first page is read before the answer starts, so a refused query is a clean 4xx; the rest
 * is read as the file streams out.
 */
export async function listRows(
  app: App,
  req: FastifyRequest,
  r: ListRequest,
): Promise<AsyncIterable<Record<string, unknown>[]>> {
  const { page: _page, limit: _limit, ...query } = r.query;
  const first = r.source.firstPage;
  if (first === undefined) {
    const rows = await fetchPage(app, req, r, query);
    return (async function* () {
      yield rows;
    })();
  }
  const pageQuery = (n: number) => ({ ...query, page: String(n), limit: String(MAX_PAGE_LIMIT) });
  const head = await fetchPage(app, req, r, pageQuery(first));
  return (async function* () {
    yield head;
    let rows = head;
    for (let n = first + 1; rows.length === MAX_PAGE_LIMIT; n++) {
      rows = await fetchPage(app, req, r, pageQuery(n));
      if (rows.length) yield rows;
    }
  })();
}
