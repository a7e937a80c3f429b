// The grid theme's one source: its sizes and both palettes as plain values, with no AG Grid
// import. gridTheme (grid-setup.ts) hands them to AG Grid's Quartz; the plain first-paint table
// (components/server-grid/first-paint/PlainGrid.tsx) draws with the same values before AG Grid
// has loaded, and callers that size containers read the sizes. A value changed here changes both,
// so the first paint cannot drift from AG Grid's (tests/e2e/plain-grid.test.ts).
export const GRID_ROW_HEIGHT = 32;
export const GRID_HEADER_HEIGHT = 36;
/** Width of the line above the pinned (total) rows: `pinnedRowBorder` in the theme. */
export const GRID_PINNED_BORDER = 2;
/** The grid's loading overlay (grid-setup.ts `gridLocaleText.loadingOoo`). */
export const GRID_LOADING_TEXT = "Memuat data...";

/** Compact sizes for accountants on wide monitors: 13 px text, 32 px rows, 36 px header. */
export const GRID_SIZES = {
  fontSize: 13,
  dataFontSize: 13,
  headerFontSize: 13,
  headerFontWeight: 600,
  rowHeight: GRID_ROW_HEIGHT,
  headerHeight: GRID_HEADER_HEIGHT,
  spacing: 6,
  cellHorizontalPadding: 10,
  wrapperBorderRadius: 3,
  /** Room kept under the header for the empty / loading overlay when there are no rows. */
  autoHeightMinBodyHeight: 150,
} as const;

/**
 * The colours of one mode, named as AG Grid's theme parameters (the three border colours are the
 * `color` of `columnBorder`, `headerColumnBorder` and `pinnedRowBorder`). Every colour the plain
 * table paints is set here, none left to Quartz's defaults, so both read the same value.
 */
export interface GridColours {
  backgroundColor: string;
  foregroundColor: string;
  /** Quartz's default: the foreground at 15 %. */
  borderColor: string;
  accentColor: string;
  headerBackgroundColor: string;
  oddRowBackgroundColor: string;
  columnBorderColor: string;
  headerColumnBorderColor: string;
  pinnedRowBorderColor: string;
}

export const GRID_COLOURS: Record<"light" | "dark", GridColours> = {
  light: {
    backgroundColor: "#fff",
    foregroundColor: "#181d1f",
    borderColor: "rgba(24, 29, 31, 0.15)",
    accentColor: "#2d72d2", // Blueprint intent primary
    headerBackgroundColor: "#f6f7f9",
    oddRowBackgroundColor: "#fafbfc",
    columnBorderColor: "#eceef1",
    headerColumnBorderColor: "#e1e4e8",
    pinnedRowBorderColor: "#c5cbd3",
  },
  // Blueprint's dark grays, so the grid sits in the dark theme's cards and dialogs
  dark: {
    backgroundColor: "#252a31",
    foregroundColor: "#f6f7f9",
    borderColor: "rgba(246, 247, 249, 0.15)",
    accentColor: "#4c90f0",
    headerBackgroundColor: "#2f343c",
    oddRowBackgroundColor: "#2a2f37",
    columnBorderColor: "#383e47",
    headerColumnBorderColor: "#404854",
    pinnedRowBorderColor: "#5f6b7c",
  },
};
