// The grid every screen shows, in one place: theme, Indonesian locale, the shared column types,
// pinned total rows with their labels, click rules (pinned rows and buttons are not row clicks),
// server sort and the header filters, the column chooser and the empty / failed states.
// Screens do not use it directly: ServerGrid (one server page + footer) and StaticGrid (all rows,
// max height: rekap tables, detail dialogs) wrap it.
import "./server-grid.css";
import type { ColDef, GridApi, GridReadyEvent } from "ag-grid-community";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { GRID_HEADER_HEIGHT } from "../../client/lib/grid-metrics";
import type { GridPageContext } from "./cell-format";
import { ColumnChooser, useColumnVisibility } from "./ColumnChooser";
import { useColumnTypes, useDefaultColDef } from "./column-defaults";
import { notOnPinned, usePinnedRows, useRowId, useRowStyle, withPinnedLabels } from "./pinned-rows";
import { useClickHandlers } from "./row-clicks";
import type { BaseGridProps } from "./types";
import { useServerSort } from "./use-server-sort";
import { forNarrow, useCompact, useNarrow } from "./use-narrow";
import {
  FILTER_HEADER_HEIGHT,
  specOf,
  useHeaderFilterStore,
  withHeaderFilter,
} from "./header-filters";
import { ClearFiltersButton } from "./ClearFiltersButton";
import { useGridLayout } from "./use-grid-layout";
import { GridExportButtons } from "./GridExportButtons";
import { GridViews } from "./GridViews";
import { useFirstRowsHold } from "./use-first-rows";
import { Button } from "@blueprintjs/core";
import { useAgGridInPlace } from "./load-ag-grid";
import { PlainGrid } from "./PlainGrid";

export function BaseGrid<Row>(props: BaseGridProps<Row>) {
  const {
    columnDefs,
    rows,
    loading,
    error,
    pinnedBottomRows,
    sort,
    onSortChange,
    gridOptions,
    ariaLabel,
    height = "auto",
    emptyText = "Tidak ada data",
    page = 0,
    pageSize = 0,
    className,
  } = props;
  const serverSorting = onSortChange !== undefined;
  const failed = error !== undefined && error !== null && error !== false;

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
  const filterStore = useHeaderFilterStore(props.headerFilters);
  (context as { headerFilters?: unknown }).headerFilters = filterStore;

  const { applied, isShown, toggle } = useColumnVisibility(
    props.columnChooser,
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
  const defaultColDef = useDefaultColDef(gridOptions?.defaultColDef);
  const columnTypes = useColumnTypes(gridOptions?.columnTypes);

  const pinnedRows = usePinnedRows(pinnedBottomRows);
  const getRowId = useRowId(latest);
  const getRowStyle = useRowStyle(gridOptions);
  const clickHandlers = useClickHandlers(gridOptions, latest);
  const { onSortChanged, postSortRows } = useServerSort({
    api,
    columns,
    serverSorting,
    sort,
    gridOptions,
    latest,
  });

  const rowCount = rows?.length ?? 0;
  const firstRowsShown = useFirstRowsHold(failed || (!loading && rowCount === 0));

  // the plain table until AG Grid is here and has drawn the same rows (load-ag-grid.ts)
  const { ag, shown, onReady, onDrawn } = useAgGridInPlace(
    rowCount > 0 || failed || !loading,
    rowCount,
  );
  const layoutKey = props.layout ?? props.columnChooser;
  const layout = useGridLayout(layoutKey, api, columnDefs);

  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      setApi(e.api);
      onReady();
      gridOptions?.onGridReady?.(e);
    },
    [gridOptions, onReady],
  );

  // Row numbers depend on page, size and the row's index: re-evaluate changed cell values when
  // they move (new rows keep their node through getRowId but may change index).
  useEffect(() => {
    api?.refreshCells();
  }, [api, page, pageSize, rows]);

  const localeText = useMemo(
    () => ag && { ...ag.gridLocaleText, noRowsToShow: emptyText },
    [ag, emptyText],
  );
  const headerHeight =
    filterStore && columnDefs.some(specOf) ? FILTER_HEADER_HEIGHT : gridOptions?.headerHeight;
  const autoHeight = height === "auto";
  const containerStyle: CSSProperties = autoHeight
    ? { width: "100%", fontVariantNumeric: "tabular-nums" }
    : { width: "100%", height, fontVariantNumeric: "tabular-nums" };

  return (
    <section
      aria-label={ariaLabel}
      aria-busy={loading}
      className={["kt-server-grid", rowCount > 0 && "kt-server-grid--rows", className]
        .filter(Boolean)
        .join(" ")}
      // the read-only grids' range and Ctrl+C load when the focus first enters one (editable
      // grids have use-spreadsheet.ts)
      onFocus={(e) => {
        const box = e.currentTarget;
        if (api && !gridOptions?.readOnlyEdit)
          void import("./sheet").then((m) => m.attachSheet(api, box));
      }}
    >
      {(props.toolbar ||
        layout.enabled ||
        props.exportSource ||
        (filterStore && columnDefs.some(specOf))) && (
        <div className="kt-grid-toolbar">
          {props.toolbar}
          {props.exportSource && (
            <GridExportButtons source={props.exportSource} api={api} empty={rowCount === 0} />
          )}
          <ClearFiltersButton columns={columnDefs} filters={props.headerFilters} />
          {layoutKey && <GridViews grid={layoutKey} api={api} setShown={toggle} />}
          {layout.enabled && (
            <Button
              icon="reset"
              text="Atur ulang kolom"
              variant="outlined"
              size="small"
              onClick={() => void layout.reset()}
            />
          )}
          {props.columnChooser && (
            <ColumnChooser columns={columnDefs} isShown={isShown} onToggle={toggle} />
          )}
        </div>
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
              {...clickHandlers}
              {...layout.handlers}
              theme={ag.gridTheme}
              localeText={localeText ?? undefined}
              containerStyle={containerStyle}
              domLayout={autoHeight ? "autoHeight" : "normal"}
              columnDefs={columns}
              headerHeight={headerHeight}
              defaultColDef={defaultColDef}
              columnTypes={columnTypes}
              rowData={rows ?? (loading ? undefined : [])}
              pinnedBottomRowData={rowCount > 0 ? pinnedRows : undefined}
              loading={loading}
              suppressNoRowsOverlay={failed || gridOptions?.suppressNoRowsOverlay}
              context={context}
              getRowId={props.getRowId ? getRowId : undefined}
              getRowStyle={getRowStyle}
              onGridReady={onGridReady}
              onFirstDataRendered={(e) => {
                firstRowsShown();
                onDrawn();
                gridOptions?.onFirstDataRendered?.(e);
              }}
              onSortChanged={onSortChanged}
              postSortRows={postSortRows}
              onCellValueChanged={props.onCellValueChanged ?? gridOptions?.onCellValueChanged}
              enableCellTextSelection={gridOptions?.enableCellTextSelection ?? true}
              ensureDomOrder={gridOptions?.ensureDomOrder ?? true}
              suppressMultiSort={gridOptions?.suppressMultiSort ?? true}
              suppressMovableColumns={gridOptions?.suppressMovableColumns ?? !layout.enabled}
              stopEditingWhenCellsLoseFocus={gridOptions?.stopEditingWhenCellsLoseFocus ?? true}
            />
          </div>
        )}
      </div>
      {props.footer}
    </section>
  );
}
