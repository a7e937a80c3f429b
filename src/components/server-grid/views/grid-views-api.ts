// Named views of a grid: one query atom per grid key and the calls that change them (each
// refreshes the views, client/lib/invalidation.ts). Loaded with import() by GridViews, off the grids' first paint.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { call } from "../../../client/lib/call";
import { atomWithQuery } from "../../../client/lib/query-client";
import { gridViewsApi } from "../../../contract/api/grid-views";
import type { GridView, GridViewBody } from "../../../contract/grid-views";

const key = (grid: string) => ["grid-views", grid] as const;
const atoms = new Map<string, ReturnType<typeof makeAtom>>();

const makeAtom = (grid: string) =>
  atomWithQuery(() => ({
    queryKey: key(grid),
    queryFn: async (): Promise<GridView[]> =>
      (await call(gridViewsApi.list, { params: { grid } })).data,
  }));

/** The views of `grid` (own and shared), as a query atom. */
export function viewsAtom(grid: string) {
  let a = atoms.get(grid);
  if (!a) atoms.set(grid, (a = makeAtom(grid)));
  return a;
}

export async function createView(grid: string, body: GridViewBody) {
  const res = await call(gridViewsApi.create, { params: { grid }, body });
  await invalidateAfter("view");
  return res.data;
}

export async function updateView(grid: string, id: number, body: GridViewBody) {
  const res = await call(gridViewsApi.update, { params: { grid, id }, body });
  await invalidateAfter("view");
  return res.data;
}

export async function deleteView(grid: string, id: number) {
  await call(gridViewsApi.remove, { params: { grid, id } });
  await invalidateAfter("view");
}
