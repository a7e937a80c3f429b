// Below the pivot, once its rows are in (AnalysisPage loads it with import()) and it is on screen
// (ChartSlot): one value of the pivot as bars per period and a line per row (the largest
// PIVOT_CHART_ROWS), from the grid's own answer.
import { HTMLSelect } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { ChartPanel, ChartSlot } from "../../../components/chart";
import { PIVOT_CHART_ROWS, pivotChart } from "../../../../grids/charts";
import type { PivotResponse } from "../../../contract/analysis";
import type { PivotCols, PivotValue } from "../../../contract/values";
import { COL_LABELS, VALUE_LABELS } from "../choices";

interface AnalysisChartProps {
  pivot: PivotResponse | undefined;
  cols: PivotCols;
  values: PivotValue[];
  rowHeader: string;
}

function chartTitle(p: AnalysisChartProps, value: PivotValue) {
  const title = `Grafik ${VALUE_LABELS[value]}, ${COL_LABELS[p.cols].toLowerCase()}`;
  const n = p.pivot?.rows.length ?? 0;
  return n > PIVOT_CHART_ROWS
    ? `${title} (${PIVOT_CHART_ROWS} ${p.rowHeader.toLowerCase()} terbesar dari ${n})`
    : title;
}

export default function AnalysisChart(props: AnalysisChartProps) {
  const { pivot, cols, values, rowHeader } = props;
  const [picked, setPicked] = useState<PivotValue>();
  // the chosen value while it is still among the pivot's values, else the pivot's first
  const value = picked && values.includes(picked) ? picked : values[0];
  const spec = useMemo(
    () =>
      pivot && value
        ? pivotChart(pivot, { cols, value }, { value: VALUE_LABELS[value], rowHeader })
        : undefined,
    [pivot, cols, value, rowHeader],
  );
  if (!value) return null;
  return (
    <ChartSlot minHeight={420}>
      <ChartPanel
        title={chartTitle(props, value)}
        testId="chart-analysis"
        spec={spec}
        height={340}
        emptyText="Tidak ada order dalam rentang ini"
        controls={
          values.length > 1 && (
            <HTMLSelect
              aria-label="Nilai grafik"
              value={value}
              onChange={(e) => setPicked(e.currentTarget.value as PivotValue)}
              options={values.map((v) => ({ value: v, label: VALUE_LABELS[v] }))}
            />
          )
        }
      />
    </ChartSlot>
  );
}
