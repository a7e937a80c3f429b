// The one server-paged grid every list uses. The server pages, sorts and filters; the caller keeps
// page / size / filter state (atoms) and feeds one page of rows per render. AG Grid (community,
// client-side row model) only displays the page: it never pages, and never filters or sorts it.
// The parts live next door: use-server-filters, use-server-sort, row-clicks, pinned-rows and
// column-defaults; this file puts them together.
import { AgGridReact } from "ag-grid-react";
import "./server-grid.css";
import type { ColDef, GridApi, GridReadyEvent } from "ag-grid-community";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { gridLocaleText, gridTheme } from "../../client/lib/grid-setup";
import type { GridPageContext } from "../../../grids/column-types";
import { useColumnTypes, useDefaultColDef } from "./column-defaults";
import { GridFooter } from "./GridFooter";
import { pageCount } from "./paging";
import { notOnPinned, useRowId, useRowStyle } from "./pinned-rows";
import { useClickHandlers } from "./row-clicks";
import type { ServerGridProps } from "./types";
import { FilterBar } from "./FilterBar";
import { useServerFilterColumns, withServerTextFilter } from "./use-server-filters";
import { useServerSort } from "./use-server-sort";

export type { ServerGridOptions, ServerGridProps, ServerSort } from "./types";

const DEFAULT_PAGE_SIZES = [5, 10, 25];

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
        let out: ColDef<Row> = serverFiltering ? withServerTextFilter(def) : def;
        if (def.editable) out = { ...out, editable: notOnPinned(def.editable) };
        return out;
      }),
    [columnDefs, serverFiltering],
  );
  const defaultColDef = useDefaultColDef(gridOptions?.defaultColDef);
  const columnTypes = useColumnTypes(gridOptions?.columnTypes);
  const localeText = useMemo(() => ({ ...gridLocaleText, noRowsToShow: emptyText }), [emptyText]);

  const getRowId = useRowId(pinnedBottomRows, latest);
  const getRowStyle = useRowStyle(gridOptions);
  const clickHandlers = useClickHandlers(gridOptions, latest);
  const filterColumns = useServerFilterColumns(columnDefs, serverFiltering);
  const { onSortChanged, postSortRows } = useServerSort({
    api,
    columns,
    serverSorting,
    sort,
    gridOptions,
    latest,
  });

  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      setApi(e.api);
      gridOptions?.onGridReady?.(e);
    },
    [gridOptions],
  );

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
      {onFilterChange && (
        <FilterBar columns={filterColumns} filters={filters} onFilterChange={onFilterChange} />
      )}
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
        onSortChanged={onSortChanged}
        postSortRows={postSortRows}
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
