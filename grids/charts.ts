// The charts of the reports, one builder per chart: the API's figures (the same rows the grids
// and tiles beside them show) as a ChartSpec of the chart kit. Nothing is summed or recomputed
// here: every value is one figure of the answer (RULES.md D3).
import {
  CHART_COLOURS as C,
  CHART_PALETTE,
  type ChartSeries,
  type ChartSpec,
} from "../src/components/chart";
import { formatDateId } from "../src/client/lib/format";
import { addDays } from "../src/money/time";
import type { WeeklyRow } from "../src/contract/weekly";
import type { OrderSummaryRow } from "../src/contract/order-reports";
import type { GlobalSummary } from "../src/contract/summary";
import type { PeriodRow } from "../src/contract/payouts";
import type { PivotResponse } from "../src/contract/analysis";
import type { PivotCols, PivotValue } from "../src/contract/values";

type WeekFigure = "total_talent_share" | "tip_talent" | "total_admin" | "tip_admin" | "sisa";

/** A week's income in its parts: talent share + tip, admin fee + tip, sisa (= Total Income). */
const WEEK_PARTS: (ChartSeries & { key: WeekFigure })[] = [
  { key: "total_talent_share", name: "Talent Share", colour: C.talent },
  { key: "tip_talent", name: "Tip Talent", colour: C.tipTalent },
  { key: "total_admin", name: "Admin Fee", colour: C.admin },
  { key: "tip_admin", name: "Tip Admin", colour: C.tipAdmin },
  { key: "sisa", name: "Sisa", colour: C.agency },
];

const weekValues = (w: WeeklyRow | undefined) =>
  Object.fromEntries(WEEK_PARTS.map((s) => [s.key, w?.[s.key] ?? 0]));

/**
 * Income per week, its parts stacked, oldest week first. With `lastMonday` and `count`, exactly
 * those weeks: a week without orders (absent from GET /weekly) shows as 0.
 */
export function weeklyIncomeChart(
  weeks: WeeklyRow[],
  kind: "stacked-bar" | "stacked-area",
  span?: { lastMonday: string; count: number },
): ChartSpec {
  const byStart = new Map(weeks.map((w) => [w.start_date, w]));
  const starts = span
    ? Array.from({ length: span.count }, (_, i) =>
        addDays(span.lastMonday, 7 * (i - span.count + 1)),
      )
    : weeks.map((w) => w.start_date).sort();
  return {
    kind,
    labelHeader: "Minggu mulai",
    series: WEEK_PARTS,
    rows: starts.map((s) => ({ label: formatDateId(s), values: weekValues(byStart.get(s)) })),
  };
}

/** The month's talents by the income they brought, with what they earned (fee + tip). */
export function topTalentsChart(rows: OrderSummaryRow[]): ChartSpec {
  return {
    kind: "horizontal-bar",
    labelHeader: "Talent",
    series: [
      { key: "total_uang_masuk", name: "Uang Masuk", colour: C.agency },
      { key: "uang_talent_dan_tip", name: "Uang Talent + Tip", colour: C.talent },
    ],
    rows: rows.map((r) => ({
      label: r.talent_name,
      values: { total_uang_masuk: r.total_uang_masuk, uang_talent_dan_tip: r.uang_talent_dan_tip },
    })),
  };
}

/** Where the range's income went: talent (+ tip), admin (+ tip), the agency (sisa); none: empty. */
export function incomeSplitChart(s: GlobalSummary): ChartSpec {
  const slice = (label: string, amount: number, colour: string) => ({
    label,
    values: { amount },
    colour,
  });
  return {
    kind: "donut",
    labelHeader: "Bagian",
    series: [{ key: "amount", name: "Jumlah", colour: C.agency }],
    rows:
      s.total_uang_masuk === 0
        ? []
        : [
            slice("Uang Talent + Tip", s.uang_talent_dan_tip, C.talent),
            slice("Uang Admin + Tip", s.uang_admin_dan_tip, C.admin),
            slice("Sisa (agensi)", s.sisa, C.agency),
          ],
  };
}

/** A person's weeks: what each owed (share + tips, RULES.md D9) against what was paid. */
export function paidAgainstOwedChart(
  periods: Pick<PeriodRow, "start_date" | "owed" | "paid">[],
): ChartSpec {
  return {
    kind: "grouped-bar",
    labelHeader: "Minggu mulai",
    series: [
      { key: "owed", name: "Hutang", colour: C.owed },
      { key: "paid", name: "Dibayar", colour: C.paid },
    ],
    rows: [...periods]
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .map((p) => ({ label: formatDateId(p.start_date), values: { owed: p.owed, paid: p.paid } })),
  };
}

/** At most this many rows of a pivot get their own line (or bar): the largest by the value. */
export const PIVOT_CHART_ROWS = 10;

/**
 * The analysis pivot as a picture of one value: with periods, a bar per period (the column
 * total) and a line per row for the PIVOT_CHART_ROWS largest rows; without, a bar per row. Every
 * number is a cell or total of the answer.
 */
export function pivotChart(
  p: PivotResponse,
  choice: { cols: PivotCols; value: PivotValue },
  labels: { value: string; rowHeader: string },
): ChartSpec {
  const { value } = choice;
  const unit = value === "count" ? "count" : "rupiah";
  const top = [...p.rows]
    .sort((a, b) => (b.total[value] ?? 0) - (a.total[value] ?? 0) || a.label.localeCompare(b.label))
    .slice(0, PIVOT_CHART_ROWS);
  if (choice.cols === "none")
    return {
      kind: "grouped-bar",
      unit,
      labelHeader: labels.rowHeader,
      series: [{ key: "value", name: labels.value, colour: C.agency }],
      rows: top.map((r) => ({ label: r.label, values: { value: r.total[value] ?? 0 } })),
    };
  return {
    kind: "bars-and-lines",
    unit,
    labelHeader: "Periode",
    series: [
      { key: "total", name: `Total ${labels.value}`, colour: C.owed },
      ...top.map((r, i) => ({ key: `r${i}`, name: r.label, colour: CHART_PALETTE[i] })),
    ],
    rows: p.columns.map((c) => ({
      label: c.label,
      values: {
        total: p.totals.cells[c.key]?.[value] ?? 0,
        ...Object.fromEntries(top.map((r, i) => [`r${i}`, r.cells[c.key]?.[value] ?? 0])),
      },
    })),
  };
}
