// Below the summary's lists, once they are in (ChartSlot): where the range's income went (the
// figures above, as a donut) and its weeks (GET /weekly over the same range, parts stacked).
import { useAtomValue } from "jotai";
import { ChartPanel, ChartSlot } from "../../../components/chart";
import { serverMessage } from "../../../components/feedback";
import { incomeSplitChart, weeklyIncomeChart } from "../../../../grids/charts";
import type { GlobalSummary } from "../../../contract/summary";
import { trendAtom } from "../atoms";

function TrendChart() {
  const q = useAtomValue(trendAtom);
  return (
    <ChartPanel
      title="Tren pemasukan per minggu"
      testId="chart-summary-trend"
      spec={q.data && weeklyIncomeChart(q.data, "stacked-area")}
      emptyText="Tidak ada order dalam rentang ini"
      error={q.isError ? serverMessage(q.error) : undefined}
    />
  );
}

export function SummaryCharts({ summary }: { summary: GlobalSummary }) {
  return (
    <ChartSlot minHeight={380}>
      <ChartPanel
        title="Pembagian uang masuk"
        testId="chart-summary-split"
        spec={incomeSplitChart(summary)}
        emptyText="Tidak ada order dalam rentang ini"
      />
      <TrendChart />
    </ChartSlot>
  );
}
