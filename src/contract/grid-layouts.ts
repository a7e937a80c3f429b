// A grid's column layout as the signed-in user left it: each column's id, width, pinned side
// and place (the array's order). Saved per user and grid on the server (GET/PUT/DELETE
// /grid-layouts/:grid); 'Atur ulang kolom' deletes it and the grid's defaults return.
import { z } from "./common";

/**
 * The registry of grids that save layouts and views: the key a screen passes as `columnChooser`
 * (typed GridKey there). A key outside it is refused (400): users cannot fill the tables with
 * invented grids.
 */
export const GRID_KEYS = [
  "analysis",
  "audit",
  "dashboard-orders",
  "kas-history",
  "order-report-admin",
  "order-report-talent",
  "order-summaries-admin",
  "order-summaries-talent",
  "orders",
  "rekap-admin",
  "rekap-talent",
  "users",
  "weekly",
  "weekly-talent",
  "weekly-talent-report",
  "weekly-talents",
] as const;
export type GridKey = (typeof GRID_KEYS)[number];
export const gridParams = z.strictObject({
  grid: z.enum(GRID_KEYS, "grid tidak dikenal"),
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
