// A user's column layout per grid (widths, order, pinned sides): the signed-in user's own only;
// the user id comes from the token, never from the request.
import type { Db } from "../../db/connection";
import * as layouts from "../../db/repositories/grid-layouts";
import type { GridLayoutBody } from "../../contract/grid-layouts";

export const getLayout = (db: Db, userId: number, grid: string) =>
  layouts.getLayout(db, userId, grid);

/** Saves the layout whole (the last save wins) and answers it. */
export async function saveLayout(db: Db, userId: number, grid: string, body: GridLayoutBody) {
  await layouts.saveLayout(db, userId, grid, body);
  return body;
}

/** Back to the grid's default columns. */
export const resetLayout = (db: Db, userId: number, grid: string) =>
  layouts.deleteLayout(db, userId, grid);
