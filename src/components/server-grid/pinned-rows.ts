// Pinned bottom rows are the server's totals: partial rows with their own ids, bold, never
// editable (and never clicked: see row-clicks.ts).
import type {
  ColDef,
  EditableCallbackParams,
  GetRowIdParams,
  RowClassParams,
  RowStyle,
} from "ag-grid-community";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { LatestProps, ServerGridOptions } from "./types";

/** Editable callbacks never allow editing a pinned (total) row. */
export function notOnPinned<Row>(editable: ColDef<Row>["editable"]): ColDef<Row>["editable"] {
  if (!editable) return editable;
  return (p: EditableCallbackParams<Row>) =>
    !p.node.rowPinned && (typeof editable === "function" ? editable(p) : true);
}

/** `getRowId` for the grid: the caller's id for data rows, a positional id for pinned rows. */
export function useRowId<Row>(
  pinnedBottomRows: Partial<Row>[] | undefined,
  latest: LatestProps<Row>,
): (p: GetRowIdParams<Row>) => string {
  // Pinned rows get their own ids: they are partial rows and may lack the id field.
  const pinnedIds = useMemo(() => {
    const ids = new WeakMap<object, string>();
    pinnedBottomRows?.forEach((r, i) => ids.set(r as object, `pinned-bottom-${i}`));
    return ids;
  }, [pinnedBottomRows]);
  const pinnedIdsRef = useRef(pinnedIds);
  useEffect(() => {
    pinnedIdsRef.current = pinnedIds;
  }, [pinnedIds]);

  return useCallback(
    (p: GetRowIdParams<Row>) => {
      if (p.rowPinned) {
        return pinnedIdsRef.current.get(p.data as object) ?? `pinned-${p.rowPinned}`;
      }
      return String(latest.current.getRowId?.(p.data));
    },
    [latest],
  );
}

/** `getRowStyle` for the grid: pinned rows bold on grey, then the caller's own style. */
export function useRowStyle<Row>(
  gridOptions: ServerGridOptions<Row> | undefined,
): (p: RowClassParams<Row>) => RowStyle | undefined {
  return useCallback(
    (p: RowClassParams<Row>): RowStyle | undefined => {
      const own = gridOptions?.getRowStyle?.(p);
      return p.node.rowPinned
        ? { fontWeight: 600, background: "#f6f7f9", ...own }
        : (own as RowStyle | undefined);
    },
    [gridOptions],
  );
}
