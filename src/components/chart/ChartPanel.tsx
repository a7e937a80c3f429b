// One chart as a figure: its heading is its accessible name, 'Lihat tabel' lists its numbers
// (and the figure's `data-chart` holds them for tests), the drawing loads with import() and
// follows the app's theme. Print shows the drawing (chart.css).
import { Button } from "@blueprintjs/core";
import { Suspense, lazy, useId, useMemo, useState, type ReactNode } from "react";
import { useAppliedTheme } from "../../client/lib/theme";
import { ChartTable } from "./ChartTable";
import type { ChartSpec } from "./spec";
import "./chart.css";

const AgChartView = lazy(() => import("./ag-chart"));

interface ChartPanelProps {
  title: string;
  testId: string;
  /** Undefined while the figures load. */
  spec: ChartSpec | undefined;
  /** What shows instead of an empty drawing. */
  emptyText?: string;
  /** Failure message of the figures' call. */
  error?: string;
  height?: number;
  /** Choosers of what the chart shows, beside its title (the analysis chart's value). */
  controls?: ReactNode;
}

export function ChartPanel(props: ChartPanelProps) {
  const { spec, height = 300 } = props;
  const [table, setTable] = useState(false);
  const theme = useAppliedTheme();
  const id = useId();
  const data = useMemo(
    () =>
      spec &&
      JSON.stringify({
        series: spec.series.map((s) => ({ key: s.key, name: s.name })),
        rows: spec.rows,
      }),
    [spec],
  );
  const empty = spec !== undefined && spec.rows.length === 0;
  return (
    <figure
      className="kt-chart"
      aria-labelledby={`${id}-title`}
      data-testid={props.testId}
      data-chart={data}
      data-state={spec ? "loaded" : "loading"}
    >
      <figcaption className="kt-chart-head">
        <h2 id={`${id}-title`}>{props.title}</h2>
        <div className="kt-chart-tools">
          {props.controls}
          {spec && !empty && (
            <Button
              small
              variant="minimal"
              icon={table ? "chart" : "th"}
              text={table ? "Lihat grafik" : "Lihat tabel"}
              aria-pressed={table}
              aria-controls={table ? `${id}-table` : undefined}
              onClick={() => setTable(!table)}
            />
          )}
        </div>
      </figcaption>
      {props.error ? (
        <p className="kt-chart-note" role="alert">
          {props.error}
        </p>
      ) : empty ? (
        <p className="kt-chart-note">{props.emptyText ?? "Tidak ada data"}</p>
      ) : (
        <>
          {spec && table && <ChartTable spec={spec} title={props.title} id={`${id}-table`} />}
          <div className="kt-chart-canvas" style={{ height }} hidden={table} data-theme={theme}>
            {spec && (
              <Suspense fallback={null}>
                <AgChartView spec={spec} theme={theme} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </figure>
  );
}
