// The grid theme's fixed sizes (grid-setup.ts `gridTheme`) and its loading text, for callers that
// size containers and for the plain first-paint table (components/server-grid/PlainGrid.tsx), which must draw rows
// where AG Grid will draw them without loading AG Grid.
export const GRID_ROW_HEIGHT = 32;
export const GRID_HEADER_HEIGHT = 36;
/** Width of the line above the pinned (total) rows: `pinnedRowBorder` in the theme. */
export const GRID_PINNED_BORDER = 2;
/** The grid's loading overlay (grid-setup.ts `gridLocaleText.loadingOoo`). */
export const GRID_LOADING_TEXT = "Memuat data...";
