// Pinned bottom rows are the server's totals: partial rows with their own ids, bold, never
// editable (and never clicked: see row-clicks.ts). Each carries its label ('Total halaman ini',
// 'Total keseluruhan'): build them with `pinnedRow(label, sums)`.
import type {
  CellClassParams,
  ColDef,
  ColSpanParams,
  EditableCallbackParams,
  ICellRendererParams,
  ValueFormatterParams,
  ValueGetterParams,
  GetRowIdParams,
  RowClassParams,
  RowStyle,
} from "ag-grid-community";
import { useCallback, useMemo } from "react";
import { SEARCH_COUNT_CAP } from "../../../contract/list-query";
import { formatNumber } from "../../../client/lib/format";
import { emptyValueFormatter } from "../columns";
import type { LatestProps, ServerGridOptions } from "./types";

/** Editable callbacks never allow editing a pinned (total) row. */
export function notOnPinned<Row>(editable: ColDef<Row>["editable"]): ColDef<Row>["editable"] {
  if (!editable) return editable;
  return (p: EditableCallbackParams<Row>) =>
    !p.node.rowPinned && (typeof editable === "function" ? editable(p) : true);
}

/** Pinned rows with their position as id (`__pinnedId`): they are partial rows without ids. */
export function usePinnedRows<Row>(rows: Partial<Row>[] | undefined): Partial<Row>[] | undefined {
  const key = JSON.stringify(rows ?? null);
  // Rebuilt only when the sums change, so the grid does not redraw the rows on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => rows?.map((r, i) => ({ ...r, __pinnedId: `pinned-bottom-${i}` })), [key]);
}

/** `getRowId` for the grid: the caller's id for data rows, the position for pinned rows. */
export function useRowId<Row>(latest: LatestProps<Row>): (p: GetRowIdParams<Row>) => string {
  return useCallback(
    (p: GetRowIdParams<Row>) => {
      if (p.rowPinned) {
        return (p.data as { __pinnedId?: string }).__pinnedId ?? `pinned-${p.rowPinned}`;
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
        ? { fontWeight: 600, background: "var(--ag-header-background-color, #f6f7f9)", ...own }
        : (own as RowStyle | undefined);
    },
    [gridOptions],
  );
}

const PAGE_TOTAL_LABEL = "Total halaman ini";
export const ALL_TOTAL_LABEL = "Total keseluruhan";

/** A pinned row with its label: `pinnedRow("Total keseluruhan", totals.all)`. */
export const pinnedRow = <Row>(
  label: string,
  sums: Partial<Row>,
): Partial<Row> & { __label: string } => ({
  ...sums,
  __label: label,
});

/** In place of every row's sums when a search matched more orders than the server counts. */
const cappedTotalLabel = () =>
  `Total keseluruhan: lebih dari ${formatNumber(SEARCH_COUNT_CAP)} order, persempit pencarian`;

/**
 * The two pinned rows of a list the server totals: this page's sums and every row's, or (`all`
 * null: a search past the server's count cap, SEARCH_COUNT_CAP) a note saying so.
 */
export const pageAndAllRows = <Row>(page: Partial<Row>, all: Partial<Row> | null) => [
  pinnedRow(PAGE_TOTAL_LABEL, page),
  all ? pinnedRow(ALL_TOTAL_LABEL, all) : pinnedRow<Row>(cappedTotalLabel(), {}),
];

const isFigureColumn = <Row>(def: ColDef<Row>) => {
  const types = Array.isArray(def.type) ? def.type : def.type ? [def.type] : [];
  const cls = Array.isArray(def.cellClass) ? def.cellClass : [def.cellClass];
  return (
    types.some((t) => t === "money" || t === "number" || t === "actions" || t === "rowNumber") ||
    cls.includes("kt-cell-num") ||
    def.colId === "actions" ||
    def.colId === "rowNumber"
  );
};

const labelOf = (data: unknown) => (data as { __label?: string } | undefined)?.__label;

const isBlank = (v: unknown) => v === undefined || v === null || v === "";

/**
 * `colSpan` of the label cell: on a pinned row the label spans the empty cells after it (same
 * pinned side; a plain `field` column the row has no value for), so 'Total halaman ini' or a
 * longer note reads in full instead of '…'. Stops at a figure, a computed or an actions column.
 */
function labelSpan<Row>(p: ColSpanParams<Row>): number {
  if (!p.node?.rowPinned || labelOf(p.data) === undefined) return 1;
  const cols = p.api.getAllDisplayedColumns();
  const data = p.data as Record<string, unknown>;
  let span = 1;
  for (let i = cols.indexOf(p.column) + 1; i < cols.length; i++) {
    const col = cols[i];
    const def = col.getColDef();
    if (col.getPinned() !== p.column.getPinned()) break;
    const types = Array.isArray(def.type) ? def.type : [def.type];
    if (def.valueGetter || !def.field || types.includes("actions")) break;
    if (!isBlank(data[def.field as string])) break;
    span++;
  }
  return span;
}

/**
 * Pinned rows show their `__label` in the first visible text column (not the narrow No column,
 * not a figure): that column's getter/formatter/renderer give way to the label on pinned rows,
 * and the No column then stays blank instead of 'Total'. Grids without a text column show the
 * label in the No column. The label cell spans the empty cells after it (`labelSpan`).
 */
export function withPinnedLabels<Row>(columns: ColDef<Row>[]): ColDef<Row>[] {
  // a column without a value (the tick boxes) is no place for the label either
  const target = columns.findIndex(
    (d) => !d.hide && !isFigureColumn(d) && (d.field !== undefined || d.valueGetter !== undefined),
  );
  return columns.map((def, i) => {
    if (def.colId === "rowNumber" && target >= 0) {
      const own = def.valueGetter as ((p: ValueGetterParams<Row>) => unknown) | undefined;
      return {
        ...def,
        valueGetter: (p: ValueGetterParams<Row>) =>
          p.node?.rowPinned && labelOf(p.data) !== undefined ? "" : own?.(p),
      };
    }
    if (def.colId === "rowNumber" && target < 0) {
      const own = def.valueGetter as ((p: ValueGetterParams<Row>) => unknown) | undefined;
      return {
        ...def,
        valueGetter: (p: ValueGetterParams<Row>) =>
          p.node?.rowPinned ? (labelOf(p.data) ?? "Total") : own?.(p),
        colSpan: labelSpan,
      };
    }
    if (i !== target) return def;
    const ownGetter = def.valueGetter as ((p: ValueGetterParams<Row>) => unknown) | undefined;
    const ownFormatter = def.valueFormatter as
      ((p: ValueFormatterParams<Row>) => string) | undefined;
    const field = def.field as string | undefined;
    return {
      ...def,
      valueGetter: (p: ValueGetterParams<Row>) => {
        if (p.node?.rowPinned) return labelOf(p.data) ?? "";
        if (ownGetter) return ownGetter(p);
        return field ? (p.data as Record<string, unknown> | undefined)?.[field] : undefined;
      },
      valueFormatter: (p: ValueFormatterParams<Row>) =>
        p.node?.rowPinned
          ? String(p.value ?? "")
          : (ownFormatter ?? (emptyValueFormatter as (p: ValueFormatterParams<Row>) => string))(p),
      cellRendererSelector: (p: ICellRendererParams<Row>) =>
        p.node.rowPinned
          ? undefined
          : def.cellRendererSelector
            ? def.cellRendererSelector(p)
            : def.cellRenderer
              ? { component: def.cellRenderer, params: def.cellRendererParams }
              : undefined,
      cellRenderer: undefined,
      colSpan: (p: ColSpanParams<Row>) =>
        p.node?.rowPinned ? labelSpan(p) : (def.colSpan?.(p) ?? 1),
      // The label may be wider than the column: let it run into the empty cells beside it.
      cellStyle: (p: CellClassParams<Row>) =>
        p.node.rowPinned
          ? { overflow: "visible", zIndex: 1 }
          : typeof def.cellStyle === "function"
            ? def.cellStyle(p)
            : (def.cellStyle ?? null),
    };
  });
}
