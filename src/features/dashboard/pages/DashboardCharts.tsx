// Below the latest orders, once they are in (ChartSlot): income per week of the last 12 weeks
// in its parts, and the month's top talents. Figures are GET /weekly's and GET /order/talents'.
import { useAtomValue } from "jotai";
import { ChartPanel, ChartSlot } from "../../../components/chart";
import { serverMessage } from "../../../components/feedback";
import { topTalentsChart, weeklyIncomeChart } from "../../../../grids/charts";
import { CHART_WEEKS, topTalentsAtom, weeklyIncomeAtom } from "../atoms";

function WeeklyIncomeChart() {
  const q = useAtomValue(weeklyIncomeAtom);
  return (
    <ChartPanel
      title={`Pemasukan per minggu (${CHART_WEEKS} minggu terakhir)`}
      testId="chart-weekly-income"
      spec={
        q.data &&
        weeklyIncomeChart(q.data.weeks, "stacked-bar", {
          lastMonday: q.data.lastMonday,
          count: CHART_WEEKS,
        })
      }
      error={q.isError ? serverMessage(q.error) : undefined}
    />
  );
}

function TopTalentsChart() {
  const q = useAtomValue(topTalentsAtom);
  return (
    <ChartPanel
      title="Talent teratas bulan ini"
      testId="chart-top-talents"
      spec={q.data && topTalentsChart(q.data)}
      emptyText="Belum ada order bulan ini"
      error={q.isError ? serverMessage(q.error) : undefined}
    />
  );
}

export function DashboardCharts() {
  return (
    <ChartSlot minHeight={380}>
      <WeeklyIncomeChart />
      <TopTalentsChart />
    </ChartSlot>
  );
}
