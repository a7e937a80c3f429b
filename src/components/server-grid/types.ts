// The public props of ServerGrid (re-exported from ServerGrid.tsx and index.ts).
import type { CellValueChangedEvent, ColDef, GridOptions } from "ag-grid-community";

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
  /** Server filter values by field, shown in the filter inputs above the grid. */
  filters?: Record<string, string>;
  /**
   * Called (debounced 300 ms) when the user edits the filter input (above the grid, labelled
   * "<header> Filter Input") of a column with `filter: true` or `"agTextColumnFilter"`. With it,
   * those columns filter on the server only.
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

/** The latest props, read by grid callbacks (several grid options are read once, at creation). */
export type LatestProps<Row> = { readonly current: ServerGridProps<Row> };
