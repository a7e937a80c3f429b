// What a chart shows, with no charting library in it: pages build a ChartSpec from the API's
// figures and the kit draws it (ag-chart.tsx, loaded with import()) and lists it ('Lihat tabel').
// Every value is an integer (rupiah, or a count) exactly as the API sent it: the kit sums nothing.

/**
 * stacked-bar: one bar per row, the series stacked; grouped-bar: side by side; donut: one slice
 * per row; bars-and-lines: the first series as bars, each other one as a line (a total and its
 * parts).
 */
type ChartKind =
  "stacked-bar" | "grouped-bar" | "horizontal-bar" | "stacked-area" | "donut" | "bars-and-lines";

export interface ChartSeries {
  key: string;
  /** Legend, tooltip and table header. */
  name: string;
  colour: string;
}

interface ChartRow {
  /** The category (a week, a talent, a slice). */
  label: string;
  values: Record<string, number>;
  /** A donut slice's colour. */
  colour?: string;
}

export interface ChartSpec {
  kind: ChartKind;
  /** Header of the table's first column ('Minggu', 'Talent', 'Bagian'). */
  labelHeader: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** What the values are: rupiah (the default) or a count (orders). */
  unit?: "rupiah" | "count";
}

/** Colours that read on the light and the dark theme (Blueprint's palette). */
export const CHART_COLOURS = {
  talent: "#238551",
  tipTalent: "#72ca9b",
  admin: "#c87619",
  tipAdmin: "#fbb360",
  agency: "#2d72d2",
  owed: "#8f99a8",
  paid: "#32a467",
} as const;

/** Ten colours apart from each other for one line per row (Blueprint's extended palette). */
export const CHART_PALETTE = [
  "#2d72d2",
  "#c87619",
  "#238551",
  "#cd4246",
  "#7961db",
  "#00a396",
  "#d1980b",
  "#db2c6f",
  "#8eb125",
  "#147eb3",
] as const;
