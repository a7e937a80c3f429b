// Named grid views: the owner's own and the shared ones of a grid.
import type { Queryable } from "../connection";
import type { GridViewState } from "../../contract/grid-views";

export interface GridViewRow {
  id: number;
  grid: string;
  name: string;
  shared: boolean;
  owner_id: number;
  owner_name: string;
  state: GridViewState | string;
  updated_at: Date | string;
}

const SELECT = `SELECT v.id, v.grid, v.name, v.shared, v.owner_id, u.username AS owner_name,
  v.state, v.updated_at FROM grid_views v JOIN users u ON u.id = v.owner_id`;

export const listViews = (db: Queryable, userId: number, grid: string) =>
  db.query<GridViewRow>(
    `${SELECT} WHERE v.grid = $2 AND (v.owner_id = $1 OR v.shared)
     ORDER BY lower(v.name), v.id`,
    [userId, grid],
  );

export async function getView(db: Queryable, grid: string, id: number) {
  const [row] = await db.query<GridViewRow>(`${SELECT} WHERE v.grid = $1 AND v.id = $2`, [
    grid,
    id,
  ]);
  return row ?? null;
}

/** Another view of the same owner and grid already has this name. */
export async function nameTaken(
  db: Queryable,
  ownerId: number,
  grid: string,
  name: string,
  exceptId = 0,
) {
  const rows = await db.query(
    "SELECT 1 FROM grid_views WHERE owner_id = $1 AND grid = $2 AND name = $3 AND id <> $4",
    [ownerId, grid, name, exceptId],
  );
  return rows.length > 0;
}

export interface ViewInput {
  name: string;
  shared: boolean;
  state: GridViewState;
}

/** Inserts the view unless its owner already has `cap` views of this grid (then undefined). */
export async function insertView(
  db: Queryable,
  ownerId: number,
  grid: string,
  v: ViewInput,
  cap: number,
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO grid_views (owner_id, grid, name, shared, state)
     SELECT $1, $2, $3, $4, $5::jsonb
     WHERE (SELECT count(*) FROM grid_views WHERE owner_id = $1 AND grid = $2) < $6
     RETURNING id`,
    [ownerId, grid, v.name, v.shared, JSON.stringify(v.state), cap],
  );
  return row?.id;
}

export const updateView = (db: Queryable, id: number, v: ViewInput) =>
  db.query(
    `UPDATE grid_views SET name = $2, shared = $3, state = $4::jsonb, updated_at = now()
     WHERE id = $1`,
    [id, v.name, v.shared, JSON.stringify(v.state)],
  );

export const deleteView = (db: Queryable, id: number) =>
  db.query("DELETE FROM grid_views WHERE id = $1", [id]);
