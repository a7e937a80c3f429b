import type { Paged } from "../../contract/common";
import type { ListSort, SortDir } from "../../contract/list-query";
import type { Queryable } from "../connection";

/**
 * `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally (PostgreSQL's default
 * ILIKE escape character is the backslash), so a search for "50%" does not match everything.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => "\\" + c)}%`;
}

/** 0-based page; `limit: null` means every row (CSV export), passed to SQL as `LIMIT NULL`. */
export interface PageRequest {
  page: number;
  limit: number | null;
}

/** LIMIT and OFFSET parameters for a page request. */
export function limitOffset(p: PageRequest): [number | null, number] {
  return [p.limit, p.limit === null ? 0 : p.page * p.limit];
}

/** The spec's paged envelope; a page past the end is an empty `result`, not an error. */
export function toPaged<T>(
  rows: T[],
  totalRows: number,
  p: { page: number; limit: number },
): Paged<T> {
  return {
    result: rows,
    totalRows,
    totalPage: Math.ceil(totalRows / p.limit),
    page: p.page,
    limit: p.limit,
  };
}

/**
 * `ORDER BY` for a catalog list (without a sort: its own order, by id): the SQL expression of `sort.by` (from the repository's own
 * whitelist; never the request's text) then the id as tie-break, or the id alone.
 */
export function orderBy(
  sort: ListSort | undefined,
  columns: Record<string, string>,
  id: string,
): string {
  const col = sort ? columns[sort.by] : undefined;
  if (!sort || !col) return `ORDER BY ${id}`;
  return `ORDER BY ${col} ${sort.dir} NULLS LAST, ${id} ${sort.dir}`;
}

/**
 * LIMIT/OFFSET for one page of a sorted list whose total is known. Pages past the middle read
 * the same order from the far end (`dir` flipped, a short OFFSET): DESC is exactly ASC reversed,
 * NULLs included, so the rows are the same; the caller re-sorts them in `dir`.
 */
export function pageWindow(
  offset: number,
  limit: number,
  total: number,
  dir: SortDir,
): { limit: number; offset: number; dir: SortDir } {
  if (offset <= total / 2 || offset >= total) return { limit, offset, dir };
  const take = Math.min(limit, total - offset);
  return { limit: take, offset: total - offset - take, dir: dir === "ASC" ? "DESC" : "ASC" };
}

/**
 * One page of a list whose rows are computed (periods grouped from a rollup) and aggregates over
 * all of them, in one query: the rows are computed once, not once for the count and again for
 * the page. `totals` are aggregate expressions over the rows (`count(*)::int AS n, ...`), read
 * back as numbers; a page past the end still carries them. `decorate` wraps the page's SELECT to
 * join what only the page's rows need; `orderBy` sorts both the page and its rows.
 */
export async function pageWithTotals<Row, Totals>(
  db: Queryable,
  q: {
    rows: string;
    params: unknown[];
    totals: string;
    orderBy: string;
    limit: string;
    offset: string;
    decorate?: (page: string) => string;
  },
): Promise<{ rows: Row[]; totals: Totals }> {
  const page = `SELECT *, true AS page_row_ FROM x ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`;
  const found = await db.query<Row & { totals_: Totals; page_row_: boolean | null }>(
    `WITH x AS MATERIALIZED (${q.rows}),
       a AS (SELECT to_jsonb(t) AS totals_ FROM (SELECT ${q.totals} FROM x) t)
     SELECT a.totals_, p.* FROM a LEFT JOIN (${q.decorate ? q.decorate(page) : page}) p ON true
     ${q.orderBy}`,
    q.params,
  );
  const rows = found
    .filter((r) => r.page_row_)
    .map(({ totals_: _t, page_row_: _p, ...row }) => row as Row);
  return { rows, totals: found[0].totals_ };
}
