// AG Grid itself (its React layer, the registered modules, theme and texts): the one module that
// loads it, imported only through load-ag-grid.ts, so no route waits for AG Grid's ~240 KB (gzip)
// before its first rows: PlainGrid draws them, and AG Grid takes its place once it is here.
export { AgGridReact } from "ag-grid-react";
export { gridLocaleText, gridTheme } from "../../../client/lib/grid-setup";
