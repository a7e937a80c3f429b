// What a named view holds and how it is put back: the list's query string (its filters, sort,
// period and page size live in the URL, list-atoms.ts) without the page, and the column state.
import type { GridApi } from "ag-grid-community";
import type { GridViewState } from "../../../contract/grid-views";

/** The current query string without `?` and without page keys (a view opens on page 1). */
function searchOf(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of [...q.keys()]) if (k === "page" || k.endsWith("page")) q.delete(k);
  return q.toString();
}

export function captureState<Row>(api: GridApi<Row>, search: string): GridViewState {
  return {
    search: searchOf(search),
    columns: api.getColumnState().map((c) => ({
      colId: c.colId,
      width: c.width ? Math.max(20, Math.round(c.width)) : undefined,
      flex: c.flex ?? null,
      pinned: (c.pinned as "left" | "right" | null | undefined) ?? null,
      hide: Boolean(c.hide),
    })),
  };
}

/** Column order, widths and pinned sides; visibility goes through the chooser (`setShown`). */
export function applyColumns<Row>(
  api: GridApi<Row>,
  state: GridViewState,
  setShown: (colId: string, shown: boolean) => void,
) {
  for (const c of state.columns) if (c.hide !== undefined) setShown(c.colId, !c.hide);
  // after the chooser's change reached the grid (new column definitions keep their old order)
  requestAnimationFrame(() => {
    if (api.isDestroyed()) return;
    api.applyColumnState({
      state: state.columns.map((c) => ({
        colId: c.colId,
        width: c.width,
        flex: c.flex ?? null,
        pinned: c.pinned ?? null,
      })),
      applyOrder: true,
    });
  });
}
