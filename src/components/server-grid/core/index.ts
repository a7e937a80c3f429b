// Core: the grids themselves — ServerGrid (one server page and its footer), StaticGrid (all
// rows, max height), both on BaseGrid — with their props, pinned total rows, paging, row
// clicks, server sort and narrow screens. Uses the kit's other parts (columns, filters, views,
// first-paint; sheet with import()), never the spreadsheet, which is built on it.
export { ServerGrid } from "./ServerGrid";
export { StaticGrid } from "./StaticGrid";
export type { ServerGridProps } from "./types";
export { ALL_TOTAL_LABEL, pageAndAllRows, pinnedRow, withPinnedLabels } from "./pinned-rows";
export { pageCount, pagerSlots } from "./paging";
