// Selection: what a page reads back from its grid — the ticked rows (useRowSelection: a checkbox
// column, Space ticks the focused row) and the shown columns in their order (useGridApi). Pages
// import this entry themselves; the kit's top index does not re-export it, so the grid routes
// that tick nothing do not carry it (bundle budget). Imports no other part of the kit.
export { useRowSelection } from "./use-row-selection";
export { useGridApi } from "./use-grid-api";
