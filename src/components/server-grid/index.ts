// The grid kit: ServerGrid (server-paged list), StaticGrid (all rows, max height), pinned total
// rows with labels (`pinnedRow`), the footer pieces and the column chooser. See each file's head.
export { BaseGrid } from "./BaseGrid";
export { ServerGrid } from "./ServerGrid";
export { StaticGrid } from "./StaticGrid";
export type {
  BaseGridProps,
  PinnedRow,
  ServerGridProps,
  ServerGridOptions,
  ServerSort,
  StaticGridProps,
} from "./types";
export { ALL_TOTAL_LABEL, PAGE_TOTAL_LABEL, pinnedRow } from "./pinned-rows";
export { GridFooter, type GridFooterProps } from "./GridFooter";
export { Pager, type PagerProps } from "./Pager";
export { pageCount, pagerSlots, type PagerSlot } from "./paging";
export { filterBy, type HeaderFilterSpec, type HeaderFilters } from "./header-filters";
export type { GridExportSource } from "./GridExportButtons";
