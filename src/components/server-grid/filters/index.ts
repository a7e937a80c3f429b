// Filters: the header filters (a control under a column's title, values by the API's names; the
// popover of a date range or an amount loads with import() on first use) and 'Hapus filter'.
// Imports no other part of the kit.
export {
  FILTER_HEADER_HEIGHT,
  HeaderFilterStore,
  TEXT_DELAY_MS,
  filterBy,
  filterText,
  keysOf,
  specOf,
  useHeaderFilterStore,
  type HeaderFilterSpec,
  type HeaderFilters,
} from "./header-filters";
export { withHeaderFilter } from "./HeaderFilterCell";
export { ClearFiltersButton } from "./ClearFiltersButton";
