// A grid's column layout saved per user on the server: widths, order and pinned sides are read
// when the grid is ready and written (debounced) after the user resizes, drags or pins a
// column; 'Atur ulang kolom' deletes it and gives the columns back their definitions.
import type {
  ColDef,
  ColumnMovedEvent,
  ColumnPinnedEvent,
  ColumnResizedEvent,
  GridApi,
} from "ag-grid-community";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "../../../client/lib/toast";
import { colKey } from "../columns";

const SAVE_DELAY_MS = 400;
const load = () => import("./grid-layout-api");

/** Events from the user, not from our own applyColumnState. */
const fromUser = (source: string) => source.startsWith("ui") || source === "toolPanelUi";

export function useGridLayout<Row>(
  key: string | undefined,
  api: GridApi<Row> | null,
  columnDefs: ColDef<Row>[],
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!key || !api) return;
    let cancelled = false;
    load()
      .then((m) => m.loadLayout(key))
      .then((layout) => {
        if (cancelled || !layout || api.isDestroyed()) return;
        api.applyColumnState({
          state: layout.columns.map((c) => ({
            colId: c.colId,
            width: c.width,
            flex: c.flex ?? null,
            pinned: c.pinned ?? null,
          })),
          applyOrder: true,
        });
      })
      .catch(() => {
        // no saved layout reachable: the grid keeps its defaults
      });
    return () => {
      cancelled = true;
    };
  }, [key, api]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(() => {
    if (!key || !api) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (api.isDestroyed()) return;
      const columns = api.getColumnState().map((c) => ({
        colId: c.colId,
        width: Math.round(c.width ?? 0) || undefined,
        flex: c.flex ?? null,
        pinned: (c.pinned as "left" | "right" | null | undefined) ?? null,
      }));
      void load()
        .then((m) => m.saveLayout(key, { columns }))
        .catch(() => toast.error("Gagal menyimpan tata letak kolom"));
    }, SAVE_DELAY_MS);
  }, [key, api]);

  const handlers = {
    onColumnResized: (e: ColumnResizedEvent<Row>) => {
      if (e.finished && fromUser(e.source)) save();
    },
    onColumnMoved: (e: ColumnMovedEvent<Row>) => {
      if (e.finished && fromUser(e.source)) save();
    },
    onColumnPinned: (e: ColumnPinnedEvent<Row>) => {
      if (fromUser(e.source)) save();
    },
  };

  const reset = useCallback(async () => {
    if (!key || !api) return;
    clearTimeout(timer.current);
    api.applyColumnState({
      state: columnDefs.flatMap((d) => {
        const colId = colKey(d);
        return colId
          ? [{ colId, width: d.width, flex: d.flex ?? 1, pinned: d.pinned ?? null }]
          : [];
      }),
      applyOrder: true,
    });
    try {
      await (await load()).resetLayout(key);
    } catch {
      toast.error("Gagal mengatur ulang kolom");
    }
  }, [key, api, columnDefs]);

  return { enabled: Boolean(key), handlers, reset };
}
