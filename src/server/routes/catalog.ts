// What the catalog routes (services, talents, talent categories) share: a list's wire query in
// the contract's names, and the edit handlers — one row, a paste of rows, a delete — over the
// catalog's own use cases.
import type { App } from "../types";
import { sortFromWire, type SortDir } from "../../contract/list-query";
import { columnFilterValues } from "../../contract/column-filters";
import type { ColumnFilterFields } from "../../contract/filter-fields";
import { changeRows } from "../usecases/row-batch";

/**
 * A catalog list's query (RULES.md S7 wire names: `sort_by`, `sort_order`, the filter keys) as
 * the repository reads it (list-query.ts); the search comes under the call's own wire name.
 */
export function catalogListQuery<
  Q extends { page?: number; limit?: number; sort_by?: string; sort_order: SortDir },
>(q: Q, search: string, fields: ColumnFilterFields) {
  return {
    search,
    // a generic's property reads as its constraint (optional): it is the call's own type
    page: q.page as Q["page"],
    limit: q.limit as Q["limit"],
    sort: sortFromWire(q),
    filters: columnFilterValues(q, fields),
  };
}

type Db = App["db"];

interface Actor {
  user: { id: number };
}

/** One catalog's write use cases, as the edit handlers call them. */
interface CatalogWrites<B, R> {
  update: (db: Db, actorId: number, id: number, body: B) => Promise<R>;
  remove: (db: Db, actorId: number, id: number) => Promise<void>;
}

/**
 * PUT /:id, the grid's paste (every row as PUT /:id would change it, or none) and DELETE /:id
 * of a catalog; `answer` wraps a saved row the way the call's contract names it.
 */
export function catalogEdits<B, R extends { version: number }, A>(
  db: Db,
  cases: CatalogWrites<B, R>,
  msg: { updated: string; deleted: string },
  answer: (message: string, row: R) => A,
) {
  return {
    update: async (req: Actor & { params: { id: number }; body: B }) =>
      answer(msg.updated, await cases.update(db, req.user.id, req.params.id, req.body)),
    cells: async (req: Actor & { body: { rows: { id: number; body: B }[] } }) =>
      changeRows(
        db,
        req.body.rows,
        (tx, id, body) => cases.update(tx, req.user.id, id, body),
        msg.updated,
      ),
    remove: async (req: Actor & { params: { id: number } }) => {
      await cases.remove(db, req.user.id, req.params.id);
      return { message: msg.deleted };
    },
  };
}
