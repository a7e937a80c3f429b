// The only module that imports AG Charts (~its own chunk): ChartPanel loads it with import() once
// a chart is on screen after the page's first rows, so no route's first view waits for it.
import { useMemo } from "react";
import { AgCharts } from "ag-charts-react";
import {
  AreaSeriesModule,
  BarSeriesModule,
  CategoryAxisModule,
  DonutSeriesModule,
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  type AgCartesianChartOptions,
  type AgChartOptions,
  type AgPolarChartOptions,
  type FormatterParams,
} from "ag-charts-community";
import type { Theme } from "../../client/lib/theme";
import type { ChartSeries, ChartSpec } from "./spec";
import { valueText } from "./value-text";

ModuleRegistry.registerModules([
  AreaSeriesModule,
  BarSeriesModule,
  CategoryAxisModule,
  DonutSeriesModule,
  LegendModule,
  LineSeriesModule,
  NumberAxisModule,
]);

/** Axes say `Rp 1,5 jt`; tooltips the exact `Rp 1.500.000` (RULES.md D4); counts as counts. */
const formatterOf =
  (spec: ChartSpec) =>
  (p: FormatterParams): string | undefined => {
    if (p.type !== "number" || typeof p.value !== "number") return undefined;
    return valueText(spec, p.value, p.source === "axis-label");
  };

type CartesianSeries = NonNullable<AgCartesianChartOptions["series"]>[number];

/** One series of a cartesian spec: its kind's shape, the series' own colour. */
function seriesOf(spec: ChartSpec, s: ChartSeries, i: number): CartesianSeries {
  const base = { xKey: "label", yKey: s.key, yName: s.name };
  if (spec.kind === "stacked-area")
    return { type: "area", ...base, stacked: true, fill: s.colour, stroke: s.colour };
  // the parts' lines on their own axis (right): on the total's scale they lie flat near zero
  if (spec.kind === "bars-and-lines" && i > 0)
    return {
      type: "line",
      ...base,
      yKeyAxis: "parts",
      stroke: s.colour,
      marker: { fill: s.colour, size: 5 },
    };
  return {
    type: "bar",
    ...base,
    stacked: spec.kind === "stacked-bar",
    fill: s.colour,
    direction: spec.kind === "horizontal-bar" ? "horizontal" : "vertical",
  };
}

/** The drawing of a spec: data and series; theme and formatting are the same for all. */
function drawingOf(spec: ChartSpec): AgChartOptions {
  const data = spec.rows.map((r) => ({ label: r.label, ...r.values }));
  if (spec.kind === "donut") {
    const [s] = spec.series;
    const options: AgPolarChartOptions = {
      data,
      series: [
        {
          type: "donut",
          angleKey: s.key,
          angleName: s.name,
          legendItemKey: "label",
          innerRadiusRatio: 0.6,
          fills: spec.rows.map((r) => r.colour ?? s.colour),
        },
      ],
    };
    return options;
  }
  const options: AgCartesianChartOptions = {
    data,
    series: spec.series.map((s, i) => seriesOf(spec, s, i)),
  };
  // two scales: each axis says what it measures
  if (spec.kind === "bars-and-lines")
    options.axes = {
      y: { type: "number", position: "left", title: { text: spec.series[0].name } },
      parts: { type: "number", position: "right", title: { text: "Per baris (garis)" } },
    };
  return options;
}

export default function AgChartView({ spec, theme }: { spec: ChartSpec; theme: Theme }) {
  const options = useMemo<AgChartOptions>(
    () => ({
      ...drawingOf(spec),
      theme: theme === "dark" ? "ag-default-dark" : "ag-default",
      // the card's own background shows through (light, dark and paper)
      background: { visible: false },
      formatter: formatterOf(spec),
      legend: { position: "bottom" },
    }),
    [spec, theme],
  );
  return <AgCharts options={options} style={{ height: "100%" }} />;
}
