// The one server-paged grid every list uses. The server pages, sorts and filters; the caller keeps
// page / size / filter state (atoms) and feeds one page of rows per render. AG Grid (community,
// client-side row model) only displays the page: it never pages, and never filters or sorts it.
import { AgGridReact } from "ag-grid-react";
import "./server-grid.css";
import type {
  CellValueChangedEvent,
  ColDef,
  EditableCallbackParams,
  FilterChangedEvent,
  FilterModel,
  GetRowIdParams,
  GridApi,
  GridOptions,
  GridReadyEvent,
  IRowNode,
  PostSortRowsParams,
  RowClassParams,
  RowStyle,
  SortChangedEvent,
  SortDirection,
} from "ag-grid-community";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { gridLocaleText, gridTheme } from "../../client/lib/grid-setup";
import {
  columnTypes as sharedColumnTypes,
  emptyValueFormatter,
  type GridPageContext,
} from "../../../grids/column-types";
import { GridFooter } from "./GridFooter";
import { pageCount } from "./paging";

/** Server sort of one column (the API's `sort_by` / `sort_order`). */
export interface ServerSort {
  field: string;
  direction: "asc" | "desc";
}

/** Grid options the caller may pass through; the ones ServerGrid owns are left out. */
export type ServerGridOptions<Row> = Omit<
  GridOptions<Row>,
  | "columnDefs"
  | "rowData"
  | "pinnedBottomRowData"
  | "loading"
  | "context"
  | "theme"
  | "localeText"
  | "getRowId"
  | "domLayout"
  | "pagination"
  | "rowModelType"
>;

export interface ServerGridProps<Row> {
  /** Column definitions — keep the array stable (a module constant or useMemo). */
  columnDefs: ColDef<Row>[];
  /** The rows of the current page as the query returned them; never edited in place. */
  rows: Row[] | undefined;
  /** Rows on the server for the current filters (M of 'Menampilkan N dari M data'). */
  totalRows: number;
  /** Shows AG Grid's loading overlay ('Memuat data...') over the current rows. */
  loading: boolean;
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  /** Choices of the 'Tampilkan:' select. Default 5, 10, 25. */
  pageSizes?: number[];
  onPageChange: (page: number) => void;
  /** The caller's atoms reset the page to 0 when the size changes. */
  onPageSizeChange?: (size: number) => void;
  /** Totals rows under the page (computed by the server), bold, not clickable, not editable. */
  pinnedBottomRows?: Partial<Row>[];
  /** Server filter values by field, shown in the floating filters. */
  filters?: Record<string, string>;
  /**
   * Called (debounced 300 ms) when the user edits a floating filter of a column with
   * `filter: true` or `"agTextColumnFilter"`. With it, those columns filter on the server only.
   */
  onFilterChange?: (field: string, value: string) => void;
  /** Current server sort, shown as the header's sort arrow. */
  sort?: ServerSort | null;
  /**
   * Enables server sorting: header clicks on `sortable: true` columns report here and the page
   * keeps the server's order. Without it columns are not sortable unless the caller says so.
   */
  onSortChange?: (sort: ServerSort | null) => void;
  /** Stable row id (e.g. `(r) => String(r.id)`): keeps focus and editing across refetches. */
  getRowId?: (row: Row) => string | number;
  /** Click on a data row (pinned rows and clicks on buttons or links are ignored). */
  onRowClicked?: (row: Row) => void;
  onCellValueChanged?: (event: CellValueChangedEvent<Row>) => void;
  /** Anything else AG Grid offers, for editable grids and special cases. */
  gridOptions?: ServerGridOptions<Row>;
  /** Accessible name of the list region, e.g. 'Daftar order'. */
  ariaLabel: string;
  /** Pixel height, or 'auto' (default): the grid grows with the page, no inner scroll. */
  height?: number | "auto";
  /** Text when the page has no rows. Default 'Tidak ada data'. */
  emptyText?: string;
  /** Show the 'Tampilkan:' page-size select. Default true. */
  showSizeSelector?: boolean;
  /** Fixed page size (order reports: 10); hides the size select and overrides `pageSize`. */
  fixedPageSize?: number;
  className?: string;
}

const DEFAULT_PAGE_SIZES = [5, 10, 25];
const CLICK_HANDLERS = [
  "onRowClicked",
  "onRowDoubleClicked",
  "onCellClicked",
  "onCellDoubleClicked",
] as const;

/** Clicks that belong to a control inside a cell (action buttons, links) are not row clicks. */
const fromControl = (event: Event | null | undefined) =>
  event?.target instanceof Element &&
  event.target.closest("button, a, input, select, textarea, label") !== null;

const colKey = <Row,>(def: ColDef<Row>) => def.colId ?? (def.field as string | undefined);

/** `filter: true` / text filter columns are the ones whose text goes to the server. */
const isServerTextFilter = <Row,>(def: ColDef<Row>) =>
  def.filter === true || def.filter === "agTextColumnFilter";

/**
 * Server-side floating filters, the simple way: the column keeps AG Grid's own text filter (its
 * floating input, aria-label "<Header> Filter Input", debounce, model) but its `textMatcher`
 * lets every row pass, so the grid never narrows the page locally. `onFilterChanged` reads the
 * model and hands the text to the caller, whose query refetches page 0 from the server. Only
 * "contains" with one condition, and no filter popup: the floating input is the whole UI.
 */
const SERVER_TEXT_FILTER_PARAMS = {
  filterOptions: ["contains"],
  defaultOption: "contains",
  maxNumConditions: 1,
  debounceMs: 300,
  trimInput: true,
  textMatcher: () => true,
};

function readFilterText(model: FilterModel | null | undefined, colId: string): string {
  const entry = model?.[colId] as { filter?: unknown } | undefined;
  return typeof entry?.filter === "string" ? entry.filter : "";
}

/** Editable callbacks never allow editing a pinned (total) row. */
function notOnPinned<Row>(editable: ColDef<Row>["editable"]): ColDef<Row>["editable"] {
  if (!editable) return editable;
  return (p: EditableCallbackParams<Row>) =>
    !p.node.rowPinned && (typeof editable === "function" ? editable(p) : true);
}

export function ServerGrid<Row>(props: ServerGridProps<Row>) {
  const {
    columnDefs,
    rows,
    totalRows,
    loading,
    page,
    pageSizes = DEFAULT_PAGE_SIZES,
    onPageChange,
    onPageSizeChange,
    pinnedBottomRows,
    filters,
    onFilterChange,
    sort,
    onSortChange,
    gridOptions,
    ariaLabel,
    height = "auto",
    emptyText = "Tidak ada data",
    fixedPageSize,
    className,
  } = props;
  const pageSize = fixedPageSize ?? props.pageSize;
  const showSizeSelector = (props.showSizeSelector ?? true) && fixedPageSize === undefined;
  const serverFiltering = onFilterChange !== undefined;
  const serverSorting = onSortChange !== undefined;

  const [api, setApi] = useState<GridApi<Row> | null>(null);

  // Latest props for the grid's callbacks (several grid options are read once, at creation).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // `context` is an initial-only grid option, so the grid keeps this one object; its fields are
  // updated on every render, before the grid re-renders its cells (row number column).
  const [context] = useState<GridPageContext>(() => ({ page, pageSize }));
  context.page = page;
  context.pageSize = pageSize;

  const columns = useMemo<ColDef<Row>[]>(
    () =>
      columnDefs.map((def) => {
        let out: ColDef<Row> = def;
        if (serverFiltering && isServerTextFilter(def)) {
          out = {
            ...out,
            filter: "agTextColumnFilter",
            floatingFilter: def.floatingFilter ?? true,
            suppressHeaderFilterButton: true,
            suppressFloatingFilterButton: true,
            filterParams: { ...SERVER_TEXT_FILTER_PARAMS, ...def.filterParams },
          };
        }
        if (def.editable) out = { ...out, editable: notOnPinned(def.editable) };
        return out;
      }),
    [columnDefs, serverFiltering],
  );

  const serverFilterColumns = useMemo(
    () =>
      serverFiltering
        ? columns
            .filter((d) => d.filter === "agTextColumnFilter" && colKey(d))
            .map((d) => ({ colId: colKey(d) as string, field: (d.field as string) ?? colKey(d) }))
        : [],
    [columns, serverFiltering],
  );

  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({
      flex: 1,
      minWidth: 90,
      resizable: true,
      sortable: false, // the server sorts; columns opt in with `sortable: true`
      filter: false,
      suppressHeaderMenuButton: true,
      cellDataType: false, // no type inference: column types format, '-' for empties
      valueFormatter: emptyValueFormatter,
      ...gridOptions?.defaultColDef,
    }),
    [gridOptions?.defaultColDef],
  );

  const columnTypes = useMemo(
    () => ({ ...sharedColumnTypes, ...gridOptions?.columnTypes }) as Record<string, ColDef<Row>>,
    [gridOptions?.columnTypes],
  );

  const localeText = useMemo(() => ({ ...gridLocaleText, noRowsToShow: emptyText }), [emptyText]);

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

  const getRowId = useCallback((p: GetRowIdParams<Row>) => {
    if (p.rowPinned) {
      return pinnedIdsRef.current.get(p.data as object) ?? `pinned-${p.rowPinned}`;
    }
    return String(latest.current.getRowId?.(p.data));
  }, []);

  const getRowStyle = useCallback(
    (p: RowClassParams<Row>): RowStyle | undefined => {
      const own = gridOptions?.getRowStyle?.(p);
      return p.node.rowPinned
        ? { fontWeight: 600, background: "#f6f7f9", ...own }
        : (own as RowStyle | undefined);
    },
    [gridOptions],
  );

  // Click handlers skip pinned rows and clicks on controls inside cells.
  const clickHandlers = useMemo(() => {
    const out: Partial<Pick<GridOptions<Row>, (typeof CLICK_HANDLERS)[number]>> = {};
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
  }, [gridOptions]);

  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      setApi(e.api);
      gridOptions?.onGridReady?.(e);
    },
    [gridOptions],
  );

  const onFilterChanged = useCallback(
    (e: FilterChangedEvent<Row>) => {
      gridOptions?.onFilterChanged?.(e);
      const report = latest.current.onFilterChange;
      if (!report) return;
      const model = e.api.getFilterModel();
      for (const { colId, field } of serverFilterColumns) {
        const value = readFilterText(model, colId);
        if (value !== (latest.current.filters?.[field] ?? "")) report(field, value);
      }
    },
    [gridOptions, serverFilterColumns],
  );

  // Filter values from the caller (atoms, URL) into the floating inputs. Equal values are left
  // alone, so text being typed (not yet debounced) is never overwritten.
  const filtersKey = JSON.stringify(filters ?? {});
  useEffect(() => {
    if (!api || serverFilterColumns.length === 0) return;
    const wanted = JSON.parse(filtersKey) as Record<string, string>;
    const current = api.getFilterModel() ?? {};
    const next: FilterModel = { ...current };
    let changed = false;
    for (const { colId, field } of serverFilterColumns) {
      const want = wanted[field] ?? "";
      if (readFilterText(current, colId) === want) continue;
      changed = true;
      if (want) next[colId] = { filterType: "text", type: "contains", filter: want };
      else delete next[colId];
    }
    if (changed) api.setFilterModel(next);
  }, [api, filtersKey, serverFilterColumns]);

  // Server sorting: header clicks report the sort; the page keeps the server's row order.
  const onSortChanged = useCallback(
    (e: SortChangedEvent<Row>) => {
      gridOptions?.onSortChanged?.(e);
      const report = latest.current.onSortChange;
      if (!report) return;
      const state = e.api.getColumnState().find((c) => c.sort);
      const next: ServerSort | null = state?.sort
        ? {
            field: (e.api.getColumn(state.colId)?.getColDef().field as string) ?? state.colId,
            direction: state.sort,
          }
        : null;
      const prev = latest.current.sort ?? null;
      if (next?.field !== prev?.field || next?.direction !== prev?.direction) report(next);
    },
    [gridOptions],
  );
  const keepServerOrder = useCallback((p: PostSortRowsParams<Row>) => {
    p.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
  }, []);

  const sortField = sort?.field;
  const sortDirection = sort?.direction;
  useEffect(() => {
    if (!api || !serverSorting) return;
    const def =
      sortField === undefined
        ? undefined
        : columns.find((d) => d.field === sortField || d.colId === sortField);
    const colId = sortField === undefined ? undefined : ((def && colKey(def)) ?? sortField);
    const current = api.getColumnState().find((c) => c.sort);
    if ((current?.colId ?? undefined) === colId && (current?.sort ?? undefined) === sortDirection)
      return;
    api.applyColumnState({
      state: colId ? [{ colId, sort: (sortDirection ?? "asc") as SortDirection }] : [],
      defaultState: { sort: null },
    });
  }, [api, serverSorting, sortField, sortDirection, columns]);

  // Row numbers depend on page, size and the row's index: re-evaluate changed cell values when
  // they move (new rows keep their node through getRowId but may change index).
  useEffect(() => {
    api?.refreshCells();
  }, [api, page, pageSize, rows]);

  // A page past the end (last row of the last page deleted, smaller total after a filter):
  // go to the last page that exists instead of showing an empty page.
  const pages = pageCount(totalRows, pageSize);
  const rowCount = rows?.length ?? 0;
  useEffect(() => {
    if (!loading && rowCount === 0 && page > 0 && page >= pages) {
      latest.current.onPageChange(Math.max(0, pages - 1));
    }
  }, [loading, rowCount, page, pages]);

  const autoHeight = height === "auto";
  const containerStyle: CSSProperties = autoHeight
    ? { width: "100%", fontVariantNumeric: "tabular-nums" }
    : { width: "100%", height, fontVariantNumeric: "tabular-nums" };

  return (
    <section
      aria-label={ariaLabel}
      className={["kt-server-grid", rowCount > 0 && "kt-server-grid--rows", className]
        .filter(Boolean)
        .join(" ")}
    >
      <AgGridReact<Row>
        {...gridOptions}
        {...clickHandlers}
        theme={gridTheme}
        localeText={localeText}
        containerStyle={containerStyle}
        domLayout={autoHeight ? "autoHeight" : "normal"}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        columnTypes={columnTypes}
        rowData={rows ?? (loading ? undefined : [])}
        pinnedBottomRowData={rowCount > 0 ? pinnedBottomRows : undefined}
        loading={loading}
        context={context}
        getRowId={props.getRowId ? getRowId : undefined}
        getRowStyle={getRowStyle}
        onGridReady={onGridReady}
        onFilterChanged={onFilterChanged}
        onSortChanged={onSortChanged}
        postSortRows={serverSorting ? keepServerOrder : gridOptions?.postSortRows}
        onCellValueChanged={props.onCellValueChanged ?? gridOptions?.onCellValueChanged}
        enableCellTextSelection={gridOptions?.enableCellTextSelection ?? true}
        ensureDomOrder={gridOptions?.ensureDomOrder ?? true}
        suppressMultiSort={gridOptions?.suppressMultiSort ?? true}
        suppressMovableColumns={gridOptions?.suppressMovableColumns ?? true}
        stopEditingWhenCellsLoseFocus={gridOptions?.stopEditingWhenCellsLoseFocus ?? true}
      />
      <GridFooter
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        shownRows={rowCount}
        totalRows={totalRows}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        showSizeSelector={showSizeSelector}
      />
    </section>
  );
}
