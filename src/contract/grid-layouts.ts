// A grid's column layout as the signed-in user left it: each column's id, width, pinned side
// and place (the array's order). Saved per user and grid on the server (GET/PUT/DELETE
// /grid-layouts/:grid); 'Atur ulang kolom' deletes it and the grid's defaults return.
import { z } from "./common";

export const GRID_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const gridParams = z.strictObject({
  grid: z.string().regex(GRID_KEY, "harus huruf kecil, angka atau '-' (maksimal 60)"),
});

export const layoutColumn = z.strictObject({
  colId: z.string().min(1).max(60),
  width: z.number().int().min(20).max(2000).optional(),
  pinned: z.enum(["left", "right"]).nullable().optional(),
  flex: z.number().min(0).max(100).nullable().optional(),
});

export const gridLayoutBody = z.strictObject({
  columns: z.array(layoutColumn).max(60, "maksimal 60 kolom"),
});
export type GridLayoutBody = z.infer<typeof gridLayoutBody>;

export const gridLayoutResponse = z.object({ data: gridLayoutBody.nullable() });
