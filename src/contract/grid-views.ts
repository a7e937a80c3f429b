// Named views of a grid ("Refund bulan ini"): the list's query string (filters, sort, period,
// page size — the URL the grid reads its state from) plus the column state (order, widths,
// pinned sides, hidden columns). Saved per user; an owner may share a view with everyone.
// Opening one sets the URL, so a view can be sent as a link.
import { z } from "./common";
import { gridParams, layoutColumn } from "./grid-layouts";
import { text } from "./common";

export { gridParams };

export const viewParams = gridParams.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const viewColumn = layoutColumn.extend({ hide: z.boolean().optional() });

export const gridViewState = z.strictObject({
  /** The list's query string without `?` and without `page` (a view opens on page 1). */
  search: z
    .string()
    .max(2000, "maksimal 2000 karakter")
    .regex(/^[^?#\s]*$/, "harus berupa query string tanpa '?' dan spasi"),
  columns: z.array(viewColumn).max(60, "maksimal 60 kolom"),
});
export type GridViewState = z.infer<typeof gridViewState>;

export const gridViewBody = z.strictObject({
  name: text({ max: 60 }).pipe(z.string().min(1, "wajib diisi")),
  /** Visible to every user (owner only). */
  shared: z.boolean().default(false),
  state: gridViewState,
});
export type GridViewBody = z.input<typeof gridViewBody>;

export const gridView = z.object({
  id: z.number(),
  grid: z.string(),
  name: z.string(),
  shared: z.boolean(),
  owner_id: z.number(),
  owner_name: z.string(),
  /** The signed-in user may update and delete it (their own view). */
  mine: z.boolean(),
  state: gridViewState,
  updated_at: z.string(),
});
export type GridView = z.infer<typeof gridView>;

export const gridViewsResponse = z.object({ data: z.array(gridView) });
export const gridViewResponse = z.object({ data: gridView });

/** Saved views per user and grid (the registry of grids bounds the grids: grid-layouts.ts). */
export const MAX_VIEWS_PER_GRID = 30;

export const VIEW_MESSAGES = {
  tooMany: `Paling banyak ${MAX_VIEWS_PER_GRID} tampilan tersimpan per tabel: hapus tampilan yang tidak dipakai dulu`,
  notFound: "Tampilan tidak ditemukan",
  notYours: "Hanya pembuat tampilan yang dapat mengubah atau menghapusnya",
  shareOwnerOnly: "Hanya owner yang dapat membagikan tampilan ke semua pengguna",
  duplicate: "Nama tampilan sudah dipakai di grid ini",
  deleted: "Tampilan dihapus",
} as const;
