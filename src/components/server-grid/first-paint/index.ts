// First paint: a grid's first page drawn as a plain table (PlainGrid) while AG Grid loads, and
// the loader that swaps AG Grid in once it has drawn the same rows (load-ag-grid.ts). AG Grid
// itself (ag-grid.ts) is loaded with import() from inside this folder only.
export { PlainGrid } from "./PlainGrid";
export { plainCellText, plainColumns } from "./plain-grid";
export { loadAgGrid, useAgGridInPlace } from "./load-ag-grid";
