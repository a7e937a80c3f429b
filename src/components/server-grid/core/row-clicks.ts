// Row and cell clicks: the caller's handlers, wrapped so they only ever see data rows.
import type { GridOptions, IRowNode } from "ag-grid-community";
import { useMemo } from "react";
import type { LatestProps, ServerGridOptions } from "./types";

const CLICK_HANDLERS = [
  "onRowClicked",
  "onRowDoubleClicked",
  "onCellClicked",
  "onCellDoubleClicked",
] as const;

export type ClickHandlers<Row> = Partial<Pick<GridOptions<Row>, (typeof CLICK_HANDLERS)[number]>>;

/** Clicks that belong to a control inside a cell (action buttons, links) are not row clicks. */
const fromControl = (event: Event | null | undefined) =>
  event?.target instanceof Element &&
  event.target.closest("button, a, input, select, textarea, label") !== null;

/**
 * The caller's own click grid options, wrapped; `onRowClicked` always, to report the row to the
 * `onRowClicked` prop (read from `latest`, so the handlers stay stable across renders).
 */
export function useClickHandlers<Row>(
  gridOptions: ServerGridOptions<Row> | undefined,
  latest: LatestProps<Row>,
): ClickHandlers<Row> {
  // Click handlers skip pinned rows and clicks on controls inside cells.
  return useMemo(() => {
    const out: ClickHandlers<Row> = {};
    for (const key of CLICK_HANDLERS) {
      const own = gridOptions?.[key] as ((e: never) => void) | undefined;
      if (key !== "onRowClicked" && !own) continue;
      out[key] = (e: { node: IRowNode<Row>; data?: Row; event?: Event | null }) => {
        if (e.node.rowPinned || fromControl(e.event)) return;
        own?.(e as never);
        if (key === "onRowClicked" && e.data !== undefined) latest.current.onRowClicked?.(e.data);
      };
    }
    return out;
  }, [gridOptions, latest]);
}
