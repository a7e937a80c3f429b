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
  ModuleRegistry,
  NumberAxisModule,
  type AgCartesianChartOptions,
  type AgChartOptions,
  type AgPolarChartOptions,
  type FormatterParams,
} from "ag-charts-community";
import { formatRupiah, formatRupiahShort } from "../../client/lib/format";
import type { Theme } from "../../client/lib/theme";
import type { ChartSpec } from "./spec";

ModuleRegistry.registerModules([
  AreaSeriesModule,
  BarSeriesModule,
  CategoryAxisModule,
  DonutSeriesModule,
  LegendModule,
  NumberAxisModule,
]);

/** Axes say `Rp 1,5 jt`; tooltips the exact `Rp 1.500.000` (RULES.md D4). */
function formatValue(p: FormatterParams): string | undefined {
  if (p.type !== "number" || typeof p.value !== "number") return undefined;
  return p.source === "axis-label" ? formatRupiahShort(p.value) : formatRupiah(p.value);
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
  const stacked = spec.kind === "stacked-bar" || spec.kind === "stacked-area";
  const options: AgCartesianChartOptions = {
    data,
    series: spec.series.map((s) =>
      spec.kind === "stacked-area"
        ? {
            type: "area",
            xKey: "label",
            yKey: s.key,
            yName: s.name,
            stacked,
            fill: s.colour,
            stroke: s.colour,
          }
        : {
            type: "bar",
            xKey: "label",
            yKey: s.key,
            yName: s.name,
            stacked,
            fill: s.colour,
            direction: spec.kind === "horizontal-bar" ? "horizontal" : "vertical",
          },
    ),
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
      formatter: formatValue,
      legend: { position: "bottom" },
    }),
    [spec, theme],
  );
  return <AgCharts options={options} style={{ height: "100%" }} />;
}
