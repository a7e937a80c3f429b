// Column layouts per (user, grid): one JSON document each.
import type { Queryable } from "../connection";
import type { GridLayoutBody } from "../../contract/grid-layouts";

export async function getLayout(db: Queryable, userId: number, grid: string) {
  const [row] = await db.query<{ columns: GridLayoutBody["columns"] | string }>(
    "SELECT columns FROM grid_layouts WHERE user_id = $1 AND grid = $2",
    [userId, grid],
  );
  if (!row) return null;
  // jsonb arrives parsed from both drivers; text only if a driver leaves it unparsed
  return { columns: typeof row.columns === "string" ? JSON.parse(row.columns) : row.columns };
}

export async function saveLayout(
  db: Queryable,
  userId: number,
  grid: string,
  body: GridLayoutBody,
) {
  await db.query(
    `INSERT INTO grid_layouts (user_id, grid, columns) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, grid) DO UPDATE SET columns = EXCLUDED.columns, updated_at = now()`,
    [userId, grid, JSON.stringify(body.columns)],
  );
}

export async function deleteLayout(db: Queryable, userId: number, grid: string) {
  await db.query("DELETE FROM grid_layouts WHERE user_id = $1 AND grid = $2", [userId, grid]);
}
