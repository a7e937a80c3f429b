export { ServerGrid } from "./ServerGrid";
export type { ServerGridProps, ServerGridOptions, ServerSort } from "./ServerGrid";
export { GridFooter, type GridFooterProps } from "./GridFooter";
export { Pager, type PagerProps } from "./Pager";
export { pageCount, pagerSlots, type PagerSlot } from "./paging";
