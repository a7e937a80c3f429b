// AG Grid community 36 setup shared by every grid: module registration, the compact theme and the
// Indonesian texts of the grid's own UI. Only components/server-grid/first-paint/ag-grid.ts imports it, so AG
// Grid loads after a route's first rows (PlainGrid.tsx); the import itself registers the modules
// (without them the grid logs "error #200" and shows no rows).
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomEditorModule,
  EventApiModule,
  LargeTextEditorModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowAutoHeightModule,
  RowStyleModule,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
  colorSchemeVariable,
  createPart,
  themeQuartz,
  type Module,
} from "ag-grid-community";
import {
  GRID_COLOURS,
  GRID_LOADING_TEXT,
  GRID_PINNED_BORDER,
  GRID_SIZES,
  type GridColours,
} from "./grid-metrics";

/**
 * Only what every grid uses (ag-grid-community is one ES module: whatever any grid registers is
 * downloaded by every grid route, so each module here costs every list screen):
 * - ClientSideRowModel: each page arrives as `rowData` (the server pages, sorts and filters; the
 *   enterprise server-side row model is not available). No Pagination module: we page ourselves.
 * - PinnedRow: page totals in `pinnedBottomRowData`. RowStyle: bold pinned rows (`getRowStyle`).
 * - CellStyle: `cellClass` / `cellStyle` (right-aligned money, tabular figures).
 * - ColumnApi: column chooser (hidden report columns).
 * - RowApi, RenderApi (refreshCells), EventApi, Tooltip, Locale (`localeText`).
 * - RowAutoHeight: `wrapText` + `autoHeight` columns (the audit grid's 'Perubahan' old → new).
 * - Validation in development only: readable warnings instead of error codes.
 * - Editing: text, number and large-text editors and custom editors (SelectListEditor,
 *   grids/renderers). Row selection (components/server-grid/selection/use-row-selection.ts), undo/redo and
 *   the clipboard are ours (use-spreadsheet.ts): UndoRedoEdit and the enterprise clipboard are not
 *   registered.
 * Not registered, on purpose: filters (~28 KB gzip; server filters are our own header controls,
 * see components/server-grid/filters/header-filters.ts), ColumnAutoSize (~4 KB; `autoSizeStrategy`
 * unused).
 */
const MODULES: Module[] = [
  ClientSideRowModelModule,
  PinnedRowModule,
  RowStyleModule,
  RowAutoHeightModule,
  CellStyleModule,
  ColumnApiModule,
  RowApiModule,
  RenderApiModule,
  EventApiModule,
  TooltipModule,
  LocaleModule,
  CustomEditorModule,
  TextEditorModule,
  NumberEditorModule,
  LargeTextEditorModule,
];

let registered = false;

/** Registers the grid modules once; called on import, safe to call again. */
function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules(import.meta.env?.DEV ? [...MODULES, ValidationModule] : MODULES);
}

registerGridModules();

/**
 * Blueprint's CSS sets `*, ::before, ::after { box-sizing: inherit }`, and AG Grid gives the
 * pinned-rows wrapper `content-box`: the pinned (total) row cells then inherit content-box and
 * grow by their padding, out of line with the columns. The theme part (scoped to our grids)
 * restores border-box below the wrapper.
 */
const blueprintCompat = createPart({
  feature: "ktBlueprintCompat",
  css: `
    .ag-grid-pinned-bottom-rows-container,
    .ag-grid-pinned-top-rows-container { box-sizing: border-box; }
    .ag-row-pinned { font-weight: 600; }
  `,
});

/** A mode's colours (grid-metrics.ts) as Quartz's parameters. */
const colourParams = (c: GridColours) => ({
  backgroundColor: c.backgroundColor,
  foregroundColor: c.foregroundColor,
  borderColor: c.borderColor,
  accentColor: c.accentColor,
  headerBackgroundColor: c.headerBackgroundColor,
  oddRowBackgroundColor: c.oddRowBackgroundColor,
  columnBorder: { color: c.columnBorderColor },
  headerColumnBorder: { color: c.headerColumnBorderColor },
  pinnedRowBorder: { width: GRID_PINNED_BORDER, color: c.pinnedRowBorderColor },
});

/**
 * Compact Quartz with column lines so figures line up and light zebra striping, its sizes and
 * colours from grid-metrics.ts (the values the plain first-paint table draws with). Pass as
 * `theme={gridTheme}` (no CSS import).
 */
export const gridTheme = themeQuartz
  // light or dark from `data-ag-theme-mode` on <body> (client/lib/theme.ts)
  .withPart(colorSchemeVariable)
  .withParams({
    browserColorScheme: "light",
    fontFamily: "inherit",
    ...GRID_SIZES,
    ...colourParams(GRID_COLOURS.light),
  })
  .withParams({ browserColorScheme: "dark", ...colourParams(GRID_COLOURS.dark) }, "dark")
  .withPart(blueprintCompat);

/**
 * Indonesian texts for the grid's own visible strings (server filters are our own header
 * controls, labelled "<Header> Filter Input": components/server-grid/filters/HeaderFilterCell.tsx).
 */
export const gridLocaleText: Record<string, string> = {
  // overlays
  loadingOoo: GRID_LOADING_TEXT,
  noRowsToShow: "Tidak ada data",
  noMatchingRows: "Tidak ada data yang cocok",
  loadingError: "Gagal",
  // filters
  filterOoo: "Filter...",
  searchOoo: "Cari...",
  applyFilter: "Terapkan",
  clearFilter: "Kosongkan",
  resetFilter: "Atur ulang",
  cancelFilter: "Batal",
  textFilter: "Filter teks",
  numberFilter: "Filter angka",
  dateFilter: "Filter tanggal",
  empty: "Pilih salah satu",
  equals: "Sama dengan",
  notEqual: "Tidak sama dengan",
  lessThan: "Kurang dari",
  greaterThan: "Lebih dari",
  lessThanOrEqual: "Kurang dari atau sama dengan",
  greaterThanOrEqual: "Lebih dari atau sama dengan",
  inRange: "Di antara",
  inRangeStart: "Dari",
  inRangeEnd: "Sampai",
  contains: "Mengandung",
  notContains: "Tidak mengandung",
  startsWith: "Diawali",
  endsWith: "Diakhiri",
  blank: "Kosong",
  notBlank: "Tidak kosong",
  before: "Sebelum",
  after: "Sesudah",
  andCondition: "DAN",
  orCondition: "ATAU",
  dateFormatOoo: "dd/mm/yyyy",
  // built-in pager (unused: ServerGrid has its own footer) and numbers
  page: "Halaman",
  of: "dari",
  to: "sampai",
  more: "lainnya",
  firstPage: "Halaman pertama",
  previousPage: "Halaman sebelumnya",
  nextPage: "Halaman berikutnya",
  lastPage: "Halaman terakhir",
  pageSizeSelectorLabel: "Tampilkan:",
  thousandSeparator: ".",
  decimalSeparator: ",",
  // editing
  invalidNumber: "Angka tidak valid",
  invalidDate: "Tanggal tidak valid",
};
