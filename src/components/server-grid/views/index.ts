// Views: what a user keeps of a grid — shown columns ('Kolom'), the column layout saved per user
// ('Atur ulang kolom'), saved views, and 'Export CSV' / 'Export Excel' with the visible columns.
// Their popovers and calls (ColumnChooserPopover, GridViewsPanel, grid-views-api,
// grid-layout-api, grid-export-api) load with import() from inside this folder and are not
// exported here: grid routes do not carry them (bundle budget).
export { ColumnChooser, useColumnVisibility } from "./ColumnChooser";
export { useGridLayout } from "./use-grid-layout";
export { GridViews } from "./GridViews";
export { GridExportButtons, fetchPrintRows, type GridExportSource } from "./GridExportButtons";
