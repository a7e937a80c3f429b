// The grid every screen shows, in one place: theme, Indonesian locale, the shared column types,
// pinned total rows with their labels, click rules (pinned rows and buttons are not row clicks),
// server sort and the header filters, the column chooser and the empty / failed states.
// Screens do not use it directly: ServerGrid (one server page + footer) and StaticGrid (all rows,
// max height: rekap tables, detail dialogs) wrap it.
import "./server-grid.css";
import type { ColDef, FirstDataRenderedEvent, GridApi, GridReadyEvent } from "ag-grid-community";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { GRID_HEADER_HEIGHT } from "../../../client/lib/grid-metrics";
import {
  useColumnTypes,
  useDefaultColDef,
  type ChosenColumnsContext,
  type GridPageContext,
} from "../columns";
import { notOnPinned, usePinnedRows, useRowId, useRowStyle, withPinnedLabels } from "./pinned-rows";
import { useClickHandlers } from "./row-clicks";
import type { BaseGridProps, LatestProps } from "./types";
import { useServerSort } from "./use-server-sort";
import { forNarrow, useCompact, useNarrow } from "./use-narrow";
import {
  ClearFiltersButton,
  FILTER_HEADER_HEIGHT,
  specOf,
  useHeaderFilterStore,
  withHeaderFilter,
} from "../filters";
import {
  ColumnChooser,
  GridExportButtons,
  GridViews,
  useColumnVisibility,
  useGridLayout,
} from "../views";
import { useFirstRowsHold } from "./use-first-rows";
import { useLiveRows } from "./use-live-rows";
import { Button } from "@blueprintjs/core";
import { PlainGrid, useAgGridInPlace } from "../first-paint";
import { PrintButton, PrintTable, usePrintSheet } from "./GridPrint";

export function BaseGrid<Row>(props: BaseGridProps<Row>) {
  const {
    columnDefs,
    rows,
    loading,
    error,
    pinnedBottomRows,
    gridOptions,
    ariaLabel,
    height = "auto",
    emptyText = "Tidak ada data",
    page = 0,
    pageSize = 0,
    className,
  } = props;
  const failed = error !== undefined && error !== null && error !== false;

  const [api, setApi] = useState<GridApi<Row> | null>(null);

  // Latest props for the grid's callbacks (several grid options are read once, at creation).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { context, filterStore } = usePageContext(page, pageSize, props.headerFilters);

  const { columns, isShown, isChosen, toggle } = useGridColumns(
    props.columnChooser,
    columnDefs,
    filterStore,
  );
  // what an export holds: the user's choice of columns, not the window's width (chosen-columns.ts)
  (context as ChosenColumnsContext).isChosen = isChosen;
  const defaultColDef = useDefaultColDef(gridOptions?.defaultColDef);
  const columnTypes = useColumnTypes(gridOptions?.columnTypes);

  const pinnedRows = usePinnedRows(pinnedBottomRows);
  const { rowProps, liveNote } = useRowProps(props, latest, api, columns);

  const rowCount = rows?.length ?? 0;
  const { ag, shown, localeText, onGridReady, onFirstDataRendered } = useAgGridHandoff({
    ...{ rowCount, loading, failed, emptyText, gridOptions, setApi },
  });
  const layoutKey = props.layout ?? props.columnChooser;
  const layout = useGridLayout(layoutKey, api, columnDefs);
  const printSource = props.printSource ?? props.exportSource;
  const printing = usePrintSheet(printSource, ariaLabel);

  // Row numbers depend on page, size and the row's index: re-evaluate changed cell values when
  // they move (new rows keep their node through getRowId but may change index).
  useEffect(() => {
    api?.refreshCells();
  }, [api, page, pageSize, rows]);

  const headerHeight =
    filterStore && columnDefs.some(specOf) ? FILTER_HEADER_HEIGHT : gridOptions?.headerHeight;

  return (
    <section
      ref={printing.root}
      aria-label={ariaLabel}
      aria-busy={loading || props.busy === true}
      className={[
        "kt-server-grid",
        rowCount > 0 && "kt-server-grid--rows",
        printing.sheet && "kt-server-grid--print",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      // the read-only grids' range and Ctrl+C load when the focus first enters one (editable
      // grids have use-spreadsheet.ts)
      onFocus={(e) => {
        if (api && !gridOptions?.readOnlyEdit) attachSheetTo(api, e.currentTarget);
      }}
    >
      <GridToolbar
        {...{ api, columnDefs, isShown, toggle, layout, layoutKey }}
        toolbar={props.toolbar}
        exportSource={props.exportSource}
        headerFilters={props.headerFilters}
        filtered={filterStore !== undefined}
        columnChooser={props.columnChooser}
        empty={rowCount === 0}
        print={
          printSource && rowCount > 0 ? (
            <PrintButton busy={printing.busy} onPrint={() => void printing.print()} />
          ) : null
        }
      />
      {printing.sheet && printSource && (
        <PrintTable<Row>
          {...{ columns, defaultColDef, columnTypes, isChosen, pinnedRows }}
          sheet={printing.sheet}
          source={printSource}
        />
      )}
      {liveNote && (
        <p className="kt-live-note" aria-live="polite">
          {liveNote}
        </p>
      )}
      <div className="kt-grid-frame">
        {!shown && (
          <PlainGrid<Row>
            columns={columns}
            defaultColDef={defaultColDef}
            columnTypes={columnTypes}
            rows={rows}
            pinnedRows={pinnedRows}
            state={loading ? "loading" : failed ? "failed" : "empty"}
            emptyText={emptyText}
            headerHeight={headerHeight ?? GRID_HEADER_HEIGHT}
            height={height}
            context={context}
            filters={props.headerFilters}
          />
        )}
        {ag && (
          <div className={shown ? undefined : "kt-grid-stage"}>
            <ag.AgGridReact<Row>
              {...gridOptions}
              {...rowProps}
              {...layout.handlers}
              theme={ag.gridTheme}
              localeText={localeText ?? undefined}
              {...sizeOptions(height)}
              columnDefs={columns}
              headerHeight={headerHeight}
              defaultColDef={defaultColDef}
              columnTypes={columnTypes}
              rowData={rows ?? (loading ? undefined : [])}
              pinnedBottomRowData={rowCount > 0 ? pinnedRows : undefined}
              loading={loading}
              suppressNoRowsOverlay={failed || gridOptions?.suppressNoRowsOverlay}
              context={context}
              onGridReady={onGridReady}
              onFirstDataRendered={onFirstDataRendered}
              onCellValueChanged={props.onCellValueChanged ?? gridOptions?.onCellValueChanged}
              {...gridDefaults(gridOptions, layout.enabled)}
            />
          </div>
        )}
      </div>
      {props.footer}
    </section>
  );
}

/**
 * The grid's row callbacks: row ids, row styles and live-row flashes, clicks (not on pinned rows
 * or controls) and the server sort; plus the live note above the grid.
 */
function useRowProps<Row>(
  props: BaseGridProps<Row>,
  latest: LatestProps<Row>,
  api: GridApi<Row> | null,
  columns: ColDef<Row>[],
) {
  const { gridOptions, sort } = props;
  const getRowId = useRowId(latest);
  const getRowStyle = useRowStyle(gridOptions);
  const clickHandlers = useClickHandlers(gridOptions, latest);
  const { onSortChanged, postSortRows } = useServerSort({
    api,
    columns,
    serverSorting: props.onSortChange !== undefined,
    sort,
    gridOptions,
    latest,
  });
  const live = useLiveRows(api, props.liveType, props.rows, props.getRowId);
  const rowProps = {
    ...clickHandlers,
    getRowId: props.getRowId ? getRowId : undefined,
    getRowStyle,
    getRowClass: props.liveType ? live.getRowClass : gridOptions?.getRowClass,
    onSortChanged,
    postSortRows,
  };
  return { rowProps, liveNote: live.note };
}

/** 'auto': the grid is as tall as its rows; otherwise it scrolls inside the given height. */
function sizeOptions(height: CSSProperties["height"]) {
  const autoHeight = height === "auto";
  const containerStyle: CSSProperties = {
    width: "100%",
    ...(autoHeight ? {} : { height }),
    fontVariantNumeric: "tabular-nums",
  };
  return { containerStyle, domLayout: autoHeight ? ("autoHeight" as const) : ("normal" as const) };
}

/** The grid options whose default here differs from AG Grid's; a screen's gridOptions still win. */
function gridDefaults<Row>(gridOptions: BaseGridProps<Row>["gridOptions"], layoutEnabled: boolean) {
  return {
    enableCellTextSelection: gridOptions?.enableCellTextSelection ?? true,
    ensureDomOrder: gridOptions?.ensureDomOrder ?? true,
    suppressMultiSort: gridOptions?.suppressMultiSort ?? true,
    suppressMovableColumns: gridOptions?.suppressMovableColumns ?? !layoutEnabled,
    stopEditingWhenCellsLoseFocus: gridOptions?.stopEditingWhenCellsLoseFocus ?? true,
  };
}

/**
 * The plain table until AG Grid is here and has drawn the same rows (load-ag-grid.ts); the first
 * rows' hold ends when they are drawn (or there are none to wait for).
 */
function useAgGridHandoff<Row>(p: {
  rowCount: number;
  loading: boolean | undefined;
  failed: boolean;
  emptyText: string;
  gridOptions: BaseGridProps<Row>["gridOptions"];
  setApi: (api: GridApi<Row>) => void;
}) {
  const { rowCount, loading, failed, emptyText, gridOptions, setApi } = p;
  const firstRowsShown = useFirstRowsHold(failed || (!loading && rowCount === 0));
  const { ag, shown, onReady, onDrawn } = useAgGridInPlace(
    rowCount > 0 || failed || !loading,
    rowCount,
  );
  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      setApi(e.api);
      onReady();
      gridOptions?.onGridReady?.(e);
    },
    [gridOptions, onReady, setApi],
  );
  const onFirstDataRendered = (e: FirstDataRenderedEvent<Row>) => {
    firstRowsShown();
    onDrawn();
    gridOptions?.onFirstDataRendered?.(e);
  };
  const localeText = useMemo(
    () => ag && { ...ag.gridLocaleText, noRowsToShow: emptyText },
    [ag, emptyText],
  );
  return { ag, shown, localeText, onGridReady, onFirstDataRendered };
}

/**
 * `context` is an initial-only grid option, so the grid keeps this one object; its fields are
 * updated on every render, before the grid re-renders its cells (row number column).
 */
function usePageContext(
  page: number,
  pageSize: number,
  filters: BaseGridProps<unknown>["headerFilters"],
) {
  const [context] = useState<GridPageContext>(() => ({ page, pageSize }));
  context.page = page;
  context.pageSize = pageSize;
  const filterStore = useHeaderFilterStore(filters);
  (context as { headerFilters?: unknown }).headerFilters = filterStore;
  return { context, filterStore };
}

/** The read-only grid's range and Ctrl+C, loaded with import() (the sheet's entry). */
function attachSheetTo<Row>(api: GridApi<Row>, box: HTMLElement) {
  void import("../sheet").then((m) => m.attachSheet(api, box));
}

/** The shown columns: the chooser's and the narrow screen's choice, header filters, pinned rows. */
function useGridColumns<Row>(
  chooser: string | undefined,
  columnDefs: ColDef<Row>[],
  filterStore: ReturnType<typeof useHeaderFilterStore>,
) {
  const { applied, isShown, isChosen, toggle } = useColumnVisibility(
    chooser,
    columnDefs,
    useCompact(),
  );
  const appliedKey = applied.map((d) => (d.hide ? "0" : "1")).join("");
  const narrow = useNarrow();
  const columns = useMemo<ColDef<Row>[]>(
    () =>
      withPinnedLabels(
        applied.map((def) => {
          let out = withHeaderFilter(def, filterStore !== undefined);
          if (def.editable) out = { ...out, editable: notOnPinned(def.editable) };
          return narrow ? forNarrow(out) : out;
        }),
      ),
    // `applied` is rebuilt each render; its identity follows columnDefs and the hidden set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnDefs, appliedKey, narrow, filterStore],
  );
  return { columns, isShown, isChosen, toggle };
}

interface GridToolbarProps<Row> {
  toolbar: ReactNode;
  exportSource: BaseGridProps<Row>["exportSource"];
  api: GridApi<Row> | null;
  empty: boolean;
  columnDefs: ColDef<Row>[];
  headerFilters: BaseGridProps<Row>["headerFilters"];
  /** The grid has a header filter store. */
  filtered: boolean;
  layoutKey: string | undefined;
  layout: { enabled: boolean; reset: () => Promise<unknown> | void };
  columnChooser: string | undefined;
  isShown: (def: ColDef<Row>) => boolean;
  /** 'Cetak' (GridPrint.tsx), on grids with an export source. */
  print: ReactNode;
  toggle: ReturnType<typeof useColumnVisibility>["toggle"];
}

/** Above the grid: the page's own buttons, export, 'Hapus filter', views, layout reset, columns. */
function GridToolbar<Row>(p: GridToolbarProps<Row>) {
  const { layout, layoutKey, api, columnDefs } = p;
  const hasFilters = p.filtered && columnDefs.some(specOf);
  if (!p.toolbar && !layout.enabled && !p.exportSource && !p.print && !hasFilters) return null;
  return (
    <div className="kt-grid-toolbar">
      {p.toolbar}
      {p.exportSource && <GridExportButtons source={p.exportSource} api={api} empty={p.empty} />}
      {p.print}
      <ClearFiltersButton columns={columnDefs} filters={p.headerFilters} />
      {layoutKey && <GridViews grid={layoutKey} api={api} setShown={p.toggle} />}
      {layout.enabled && (
        <Button
          icon="reset"
          text="Atur ulang kolom"
          variant="outlined"
          size="small"
          onClick={() => void layout.reset()}
        />
      )}
      {p.columnChooser && (
        <ColumnChooser columns={columnDefs} isShown={p.isShown} onToggle={p.toggle} />
      )}
    </div>
  );
}
