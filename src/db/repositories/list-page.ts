import type { ListSort } from "../../contract/list-query";
import type { ColumnFilterValues } from "../../contract/column-filters";
import type { Paged } from "../../contract/common";
import type { Queryable } from "../connection";
import { containsPattern, limitOffset, orderBy, toPaged, type PageRequest } from "./paging";
import { Where } from "./report-sql";

/** A catalog list's query in the contract's names (list-query.ts), as its route maps it. */
export interface CatalogListQuery {
  search: string;
  page: number;
  limit: number;
  sort?: ListSort;
  filters?: ColumnFilterValues;
}

/** A catalog list's search, sort and header filters, without its page. */
export type CatalogSearch = Omit<CatalogListQuery, "page" | "limit">;

/** What one list reads: FROM what, which columns, its sort whitelist and the id tie-break. */
interface ListSource {
  from: string;
  columns: string;
  sortColumns: Record<string, string>;
  id: string;
}

/** A catalog list: its source, what its search matches (`like` its pattern) and its filters. */
interface CatalogSource extends ListSource {
  search: (like: string) => string;
  /** Header filter fields → their SQL (the contract's *_FILTERS). */
  filterColumns: Record<string, string>;
}

/**
 * One page of a list under the conditions `w` holds (or, with `limit: null`, every row), by the
 * requested sort (id as tie-break) or by id, and the count of every matching row.
 */
export async function selectPage<Row>(
  db: Queryable,
  src: ListSource,
  w: Where,
  page: PageRequest,
  sort?: ListSort,
): Promise<{ rows: Row[]; totalRows: number }> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${src.from} ${w}`,
    w.params,
  );
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<Row>(
    `SELECT ${src.columns} FROM ${src.from} ${w} ${orderBy(sort, src.sortColumns, src.id)}
      LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  );
  return { rows, totalRows: n };
}

/**
 * One page of a catalog list (or, with `limit: null`, every row): the rows its search and header
 * filters keep, by the requested sort (id as tie-break) or by id, and how many match.
 */
function selectCatalog<Row>(
  db: Queryable,
  src: CatalogSource,
  q: CatalogSearch,
  page: PageRequest,
): Promise<{ rows: Row[]; totalRows: number }> {
  const w = new Where();
  if (q.search) w.add(src.search(w.param(containsPattern(q.search))));
  if (q.filters) w.columns(q.filters, src.filterColumns);
  return selectPage<Row>(db, src, w, page, q.sort);
}

const EVERY_ROW: PageRequest = { page: 0, limit: null };

/**
 * The reads of a catalog list whose rows `finish` completes (a service's sub-services): `select`
 * any page, `list` one page in the spec's envelope, `listAll` every row of a search (the CSV).
 */
export function catalogReads<Head, Row>(
  src: CatalogSource,
  finish: (db: Queryable, heads: Head[]) => Promise<Row[]> | Row[],
) {
  const select = async (db: Queryable, q: CatalogSearch, page: PageRequest) => {
    const { rows, totalRows } = await selectCatalog<Head>(db, src, q, page);
    return { rows: await finish(db, rows), totalRows };
  };
  const list = async (db: Queryable, q: CatalogListQuery): Promise<Paged<Row>> => {
    const { rows, totalRows } = await select(db, q, q);
    return toPaged(rows, totalRows, q);
  };
  const listAll = async (db: Queryable, q: CatalogSearch): Promise<Row[]> =>
    (await select(db, q, EVERY_ROW)).rows;
  return { list, listAll };
}
