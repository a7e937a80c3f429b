// Charts (ChartPanel): each chart's numbers — read from the figure's data-chart and its 'Lihat
// tabel' table — equal the API's figures for the same query; the drawing follows the dark theme;
// axe finds nothing serious. Screenshots at 1920 and 390 px, light and dark
// (test-results/screenshots/charts-*.png).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { navigateInApp, screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { runAxe } from "../helpers/axe";
import { chartData } from "../helpers/page-parts";
import { paths } from "../../src/client/lib/paths";
import { formatDateId, formatRupiah } from "../../src/money/format";
import { addDays, currentMonthIn, monthRange, todayIn, weekStart } from "../../src/money/time";
import type { WeeklyRow } from "../../src/contract/weekly";
import type { GlobalSummary } from "../../src/contract/summary";
import type { OrderSummaryPage } from "../../src/contract/order-reports";
import type { LedgerResponse } from "../../src/contract/payouts";
import type { PivotResponse } from "../../src/contract/analysis";

let srv: RunningServer;
let b: Browser;
let api: ApiClient;
e2eFile(
  { seedDemo: true, browser: { width: 1920, height: 1080, bypassCSP: true } },
  (f) => ({ srv, b, api } = f),
);

const WEEK_PARTS = ["total_talent_share", "tip_talent", "total_admin", "tip_admin", "sisa"];
const weekRow = (w: WeeklyRow) => ({
  label: formatDateId(w.start_date),
  values: Object.fromEntries(WEEK_PARTS.map((k) => [k, w[k as keyof WeeklyRow]])),
});

async function seriousFindings(page: Page, where: string) {
  return (await runAxe(page))
    .filter((f) => f.impact === "critical" || f.impact === "serious")
    .map((f) => `${f.id} @ ${where}: ${f.targets.join(" | ")}`);
}

describe("charts", () => {
  it("dashboard: weekly income and top talents equal the API; 'Lihat tabel' lists them", async () => {
    const page = b.page;
    await page.goto(srv.url + paths.dashboard.pattern);

    const lastMonday = weekStart(todayIn());
    const first = addDays(lastMonday, -77);
    const weeks = await api.get<{ data: WeeklyRow[] }>(
      `/weekly?start_date=${first}&end_date=${addDays(lastMonday, 6)}`,
    );
    const weekly = await chartData(page, "chart-weekly-income");
    expect(weekly.rows.map((r) => r.label)).toEqual(
      Array.from({ length: 12 }, (_, i) => formatDateId(addDays(first, 7 * i))),
    );
    expect(weeks.data.length).toBeGreaterThan(0);
    for (const w of weeks.data) {
      const row = weekly.rows.find((r) => r.label === formatDateId(w.start_date));
      expect(row).toEqual(weekRow(w));
      // the stack's height is the week's Total Income (RULES.md D3: sisa is what is left)
      expect(Object.values(row!.values).reduce((a, v) => a + v, 0)).toBe(w.total_income);
    }

    const { start, end } = monthRange(currentMonthIn());
    const top = await api.get<OrderSummaryPage>(
      `/order/talents?start_date=${start}&end_date=${end}&sort_by=total_uang_masuk&sort_order=DESC&limit=10`,
    );
    const talents = await chartData(page, "chart-top-talents");
    expect(talents.rows).toEqual(
      top.result.map((r) => ({
        label: r.talent_name,
        values: {
          total_uang_masuk: r.total_uang_masuk,
          uang_talent_dan_tip: r.uang_talent_dan_tip,
        },
      })),
    );

    // 'Lihat tabel': the same numbers as a table, exact rupiah
    const figure = page.getByTestId("chart-weekly-income");
    await figure.getByRole("button", { name: "Lihat tabel" }).click();
    const table = figure.getByRole("table");
    await table.waitFor();
    const newest = weekRow(weeks.data[0]);
    const cells = table.getByRole("row").filter({ hasText: newest.label }).getByRole("cell");
    expect(await cells.allTextContents()).toEqual(
      WEEK_PARTS.map((k) => formatRupiah(newest.values[k])),
    );
    expect(await figure.locator(".kt-chart-canvas").isHidden()).toBe(true);
    expect(await seriousFindings(page, "dashboard")).toEqual([]);
    await figure.getByRole("button", { name: "Lihat grafik" }).click();
    await figure.locator(".kt-chart-canvas").waitFor();
    await screenshot(page, "charts-dashboard-1920");
  }, 120_000);

  it("summary: the split is the summary's figures and the trend its weeks", async () => {
    const page = b.page;
    await navigateInApp(page, paths.summary.pattern, { ready: false });
    const { data: s } = await api.get<{ data: GlobalSummary }>("/report/summary/global");
    const split = await chartData(page, "chart-summary-split");
    expect(split.rows.map((r) => [r.label, r.values.amount])).toEqual([
      ["Uang Talent + Tip", s.uang_talent_dan_tip],
      ["Uang Admin + Tip", s.uang_admin_dan_tip],
      ["Sisa (agensi)", s.sisa],
    ]);
    const weeks = await api.get<{ data: WeeklyRow[] }>("/weekly");
    const trend = await chartData(page, "chart-summary-trend");
    expect(trend.rows).toEqual([...weeks.data].reverse().map(weekRow));
    expect(await seriousFindings(page, "summary")).toEqual([]);
    await screenshot(page, "charts-summary-1920");
  }, 120_000);

  it("a talent's report: owed and paid per week of the chosen range equal the ledger", async () => {
    const page = b.page;
    const [{ id }] = await srv.db.query<{ id: number }>(
      "SELECT talents_id AS id FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
    );
    const end = todayIn();
    const start = addDays(end, -90);
    await navigateInApp(page, `${paths.talentReport.build({ id })}?start=${start}&end=${end}`, {
      ready: false,
    });
    const ledger = await api.get<LedgerResponse>(
      `/payouts/ledger?person_type=talent&person_id=${id}`,
    );
    const chart = await chartData(page, "chart-ledger");
    const expected = ledger.data.periods
      .filter((p) => p.end_date >= start && p.start_date <= end)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .map((p) => ({ label: formatDateId(p.start_date), values: { owed: p.owed, paid: p.paid } }));
    expect(expected.length).toBeGreaterThan(0);
    expect(chart.rows).toEqual(expected);
    await screenshot(page, "charts-talent-report-1920");
  }, 120_000);

  it("follows the dark theme, and fits a phone", async () => {
    const page = b.page;
    await page.emulateMedia({ colorScheme: "dark" });
    await navigateInApp(page, paths.dashboard.pattern, { ready: false });
    await chartData(page, "chart-weekly-income");
    const figure = page.getByTestId("chart-weekly-income");
    await expect
      .poll(() => figure.locator(".kt-chart-canvas").getAttribute("data-theme"))
      .toBe("dark");
    expect(await figure.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(37, 42, 49)",
    );
    expect(await seriousFindings(page, "dashboard dark")).toEqual([]);
    await screenshot(page, "charts-dashboard-1920-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await navigateInApp(page, paths.summary.pattern, { ready: false });
    await chartData(page, "chart-summary-trend");
    await screenshot(page, "charts-summary-390-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await navigateInApp(page, paths.dashboard.pattern, { ready: false });
    await chartData(page, "chart-top-talents");
    await screenshot(page, "charts-dashboard-390");
  }, 120_000);
});

describe("the analysis chart", () => {
  it("analysis: bars per period and a line per row equal the pivot's cells, in the dark too", async () => {
    const page = b.page;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.emulateMedia({ colorScheme: "dark" });
    const search = "rows=service&cols=month&values=count,net_price";
    await navigateInApp(page, `${paths.analysis.pattern}?${search}`, { ready: false });
    const pivot = await api.get<PivotResponse>(`/analysis/pivot?${search}`);
    expect(pivot.columns.length).toBeGreaterThan(1);
    // the rows with the largest totals of the charted value (at most 10), each a line
    const lines = (v: "count" | "net_price") =>
      [...pivot.rows]
        .sort((a, b) => b.total[v]! - a.total[v]! || a.label.localeCompare(b.label))
        .slice(0, 10);
    const expected = (v: "count" | "net_price") =>
      pivot.columns.map((c) => ({
        label: c.label,
        values: {
          total: pivot.totals.cells[c.key][v],
          ...Object.fromEntries(lines(v).map((r, i) => [`r${i}`, r.cells[c.key][v]])),
        },
      }));
    const chart = await chartData(page, "chart-analysis");
    expect(chart.series.map((s) => s.name)).toEqual([
      "Total Jumlah order",
      ...lines("count").map((r) => r.label),
    ]);
    expect(chart.rows).toEqual(expected("count"));

    // the second value: money, and its table in exact rupiah
    const figure = page.getByTestId("chart-analysis");
    await figure.getByLabel("Nilai grafik").selectOption("net_price");
    await expect
      .poll(async () => JSON.parse((await figure.getAttribute("data-chart"))!).rows)
      .toEqual(expected("net_price"));
    await expect
      .poll(() => figure.locator(".kt-chart-canvas").getAttribute("data-theme"))
      .toBe("dark");
    await figure.locator(".kt-chart-canvas canvas").first().waitFor();
    await screenshot(page, "charts-analysis-1920-dark");
    await figure.getByRole("button", { name: "Lihat tabel" }).click();
    const table = figure.getByRole("table");
    const first = pivot.columns[0];
    const cells = table.getByRole("row").filter({ hasText: first.label }).getByRole("cell");
    expect(await cells.allTextContents()).toEqual(
      [pivot.totals.cells[first.key], ...lines("net_price").map((r) => r.cells[first.key])].map(
        (c) => formatRupiah(c.net_price),
      ),
    );
    expect(await seriousFindings(page, "analysis dark")).toEqual([]);
    await figure.getByRole("button", { name: "Lihat grafik" }).click();
    await page.emulateMedia({ colorScheme: "light" });
  }, 120_000);
});
