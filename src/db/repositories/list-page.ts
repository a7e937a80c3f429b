import type { ListSort } from "../../contract/list-query";
import type { ColumnFilterValues } from "../../contract/column-filters";
import type { Queryable } from "../connection";
import { limitOffset, orderBy, type PageRequest } from "./paging";
import type { Where } from "./report-sql";

/** A catalog list's query in the contract's names (list-query.ts), as its route maps it. */
export interface CatalogListQuery {
  search: string;
  page: number;
  limit: number;
  sort?: ListSort;
  filters?: ColumnFilterValues;
}

/** What one list reads: FROM what, which columns, its sort whitelist and the id tie-break. */
interface ListSource {
  from: string;
  columns: string;
  sortColumns: Record<string, string>;
  id: string;
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
