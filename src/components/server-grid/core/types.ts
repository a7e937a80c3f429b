// The public props of the grids: BaseGrid (shared by all), ServerGrid (server-paged) and
// StaticGrid (all rows at once, max height). Re-exported from index.ts.
import type { ListSort } from "../../../contract/list-query";
import type { CellValueChangedEvent, ColDef, GridOptions } from "ag-grid-community";
import type { ReactNode } from "react";
import type { HeaderFilters } from "../filters";
import type { GridExportSource } from "../views";
import type { GridKey } from "../../../contract/grid-layouts";
import type { ChangeType } from "../../../contract/events";

/** A pinned bottom row: the server's sums, with the label it shows ('Total keseluruhan'). */
type PinnedRow<Row> = Partial<Row> & { __label?: string };

/** Grid options the caller may pass through; the ones the grids own are left out. */
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

export interface BaseGridProps<Row> {
  /** Column definitions — keep the array stable (a module constant or useMemo). */
  columnDefs: ColDef<Row>[];
  /** The rows as the query returned them; never edited in place. */
  rows: Row[] | undefined;
  /** Shows AG Grid's loading overlay ('Memuat data...') over the current rows. */
  loading: boolean;
  /**
   * Edits are saving, or their refetch is not in yet: the region says aria-busy (as while
   * loading) without the overlay, so nothing reads the value the save is replacing.
   */
  busy?: boolean;
  /**
   * The load failed: the page shows the error (ErrorCallout, toast); the grid then shows no
   * 'Tidak ada data', which would read as an empty list.
   */
  error?: unknown;
  /** Totals rows under the rows (computed by the server), bold, not clickable, not editable. */
  pinnedBottomRows?: PinnedRow<Row>[];
  /**
   * Filters in the header: columns with `context: { headerFilter }` show their control under
   * the title; values by the API's names, changes as a patch ("" clears). See header-filters.ts.
   */
  headerFilters?: HeaderFilters;
  /** Current server sort, shown as the header's sort arrow. */
  sort?: ListSort | null;
  /**
   * Enables server sorting: header clicks on `sortable: true` columns report here and the rows
   * keep the server's order. Without it columns are not sortable unless the caller says so.
   */
  onSortChange?: (sort: ListSort | null) => void;
  /** Stable row id (e.g. `(r) => String(r.id)`): keeps focus and editing across refetches. */
  getRowId?: (row: Row) => string | number;
  /**
   * What the rows are, on the live stream (contract/events.ts): rows another user just changed
   * flash and the grid says who ('diubah oleh admin2 · baru saja'). Needs `getRowId`.
   */
  liveType?: ChangeType;
  /** Click on a data row (pinned rows and clicks on buttons or links are ignored). */
  onRowClicked?: (row: Row) => void;
  onCellValueChanged?: (event: CellValueChangedEvent<Row>) => void;
  /** Anything else AG Grid offers, for editable grids and special cases. */
  gridOptions?: ServerGridOptions<Row>;
  /** Accessible name of the list region, e.g. 'Daftar order'. */
  ariaLabel: string;
  /** Pixel height, or 'auto' (default): the grid grows with the page, no inner scroll. */
  height?: number | "auto";
  /** Text when there are no rows. Default 'Tidak ada data'. */
  emptyText?: string;
  /**
   * A 'Kolom' button above the grid that shows and hides columns; columns with `hide: true`
   * start hidden. The choice is kept per `columnChooser` key in localStorage; the key is one of
   * the registry of grids (contract/grid-layouts.ts GRID_KEYS), the server refuses others.
   */
  columnChooser?: GridKey;
  /**
   * Column layout key: widths, order (drag a header) and pinned sides are saved per user on
   * the server under it, with an 'Atur ulang kolom' button. Default: the `columnChooser` key.
   */
  layout?: GridKey;
  /**
   * 'Export CSV' / 'Export Excel' on the toolbar: all rows of this list for the grid's query,
   * the visible columns in order (POST /grid-export/:list).
   */
  exportSource?: GridExportSource;
  /**
   * 'Cetak' on the toolbar: every row of this list (up to PRINT_ROW_LIMIT) printed as a report
   * (GridPrint.tsx). Default: `exportSource`; a page whose files are its own names it here.
   */
  printSource?: GridExportSource;
  /** Extra controls on the grid's toolbar row (left of the column chooser). */
  toolbar?: ReactNode;
  /** 0-based page and page size, for the row-number column. */
  page?: number;
  pageSize?: number;
  className?: string;
  /** Under the grid (ServerGrid's footer). */
  footer?: ReactNode;
}

export interface ServerGridProps<Row> extends Omit<BaseGridProps<Row>, "footer"> {
  /** Rows on the server for the current filters (M of 'Menampilkan N dari M data'). */
  totalRows: number;
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  /** Choices of the 'Tampilkan:' select. Default 5, 10, 25. */
  pageSizes?: number[];
  onPageChange: (page: number) => void;
  /** The caller's atoms reset the page to 0 when the size changes. */
  onPageSizeChange?: (size: number) => void;
  /** Show the 'Tampilkan:' page-size select. Default true. */
  showSizeSelector?: boolean;
  /** Label of the size select. Default 'Tampilkan:' ('data per halaman' on the weekly detail). */
  sizeLabel?: string;
  /** `totalRows` is the server's cap for a search, not a count: the footer says '10.000+ data'. */
  totalRowsCapped?: boolean;
  /** Fixed page size (order reports: 10); hides the size select and overrides `pageSize`. */
  fixedPageSize?: number;
  /** Grow with the page's rows up to this height (px), then scroll inside (rekap: 500). */
  maxHeight?: number;
}

export interface StaticGridProps<Row> extends BaseGridProps<Row> {
  /** Grows with its rows up to this height (px), then scrolls inside. Default 500. */
  maxHeight?: number;
}

/** The latest props, read by grid callbacks (several grid options are read once, at creation). */
export type LatestProps<Row> = { readonly current: BaseGridProps<Row> };
