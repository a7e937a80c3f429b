// The grid kit's front door: what pages and column definitions (grids/) use. Each part has its
// own entry (index.ts) and nothing outside imports a file inside a part (lint: kit/entry-only):
//   core/         BaseGrid, ServerGrid, StaticGrid, pinned rows, footer, pager, row selection
//   columns/      column key, defaults and types, empty-value formatting
//   filters/      header filters, 'Hapus filter'
//   views/        column chooser, column layout, saved views, export buttons
//   first-paint/  the plain first page (PlainGrid) and AG Grid's loader
//   selection/    ticked rows and the shown columns, for the pages that read them: import it
//                 from "server-grid/selection" (not re-exported here: most grid routes need none)
//   sheet/        ranges, keys and copy of every grid: loaded with import() only
//   spreadsheet/  editable grids — import it from "server-grid/spreadsheet": it carries its CSS,
//                 which the read-only grid routes must not load
export { ALL_TOTAL_LABEL, ServerGrid, StaticGrid, pageAndAllRows, pinnedRow } from "./core";
export {
  formatNonEmpty,
  type CellParse,
  type GridPageContext,
  type TypedCellParams,
} from "./columns";
export { filterBy } from "./filters";
// the dashboard's preload starts AG Grid's download while the sign-in form waits
export { loadAgGrid } from "./first-paint";
export type { GridExportSource } from "./views";
