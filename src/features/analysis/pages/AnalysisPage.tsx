// /admin/analysis: the money pivoted by a row dimension (talent, admin, service, …) and a period
// (week, month, quarter, year) with the chosen values, over a date range. Totals per row, per
// column and overall; sorting, the row-label header filter, copy, CSV/.xlsx export and saved
// views come from the grid kit. A click on a figure opens the orders grid filtered to exactly
// that cell's orders (its total equals the cell).
// The route's loader starts the pivot call from the URL's choice (routes.tsx); this chunk holds
// only what the first rows need (the grid, drawn first by the kit's plain table). The chooser
// and the chart load with import() once the first rows are in (useAfterFirstView), each in a
// box that holds its place meanwhile.
import { Callout } from "@blueprintjs/core";
import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import type { CellClickedEvent } from "ag-grid-community";
import { drillQuery, type PivotCols, type PivotRow } from "../../../contract/values";
import type { PivotRowData } from "../../../contract/analysis";
import { paths } from "../../../client/lib/paths";
import { useAfterFirstView } from "../../../client/lib/use-after-first-view";
import { serverMessage } from "../../../components/feedback";
import { PageHeader } from "../../../components/list/PageHeader";
import { ALL_TOTAL_LABEL, StaticGrid, pinnedRow } from "../../../components/server-grid";
import { pivotColumns, type PivotCellRef } from "../../../../grids/analysis";
import { analysisList, pivotChoice } from "../atoms";
import { ROW_LABELS, VALUE_LABELS } from "../choices";
import "./analysis.css";

const AnalysisControls = lazy(() => import("./AnalysisControls"));
const AnalysisChart = lazy(() => import("./AnalysisChart"));
/** The chart's place until its code is in (ChartSlot's own minHeight). */
const chartPlace = <div className="kt-chart-slot" style={{ minHeight: 420 }} />;

/** The order list's location for a cell: its period and row key (a blank key: "is empty"). */
function drillUrl(
  rows: PivotRow,
  row: PivotRowData | undefined,
  cell: PivotCellRef,
  range: { start: string; end: string },
) {
  const column = cell.column ?? { start_date: range.start, end_date: range.end };
  const { start_date, end_date, ...filters } = drillQuery(rows, row?.key, column);
  const search = new URLSearchParams({
    ...(start_date ? { start: start_date } : {}),
    ...(end_date ? { end: end_date } : {}),
    ...filters,
  });
  return { pathname: paths.orders.pattern, search: search.toString() };
}

export default function AnalysisPage() {
  const navigate = useNavigate();
  const [afterFirstView] = useAfterFirstView();
  const q = useAtomValue(analysisList.queryAtom);
  const params = useAtomValue(analysisList.paramsAtom);
  const range = useAtomValue(analysisList.rangeAtom);
  const [columnFilters, setColumnFilters] = useAtom(analysisList.columnFiltersAtom);
  const { query, rows, values } = pivotChoice(params);
  const data = q.data;
  const columnDefs = useMemo(
    () => pivotColumns(ROW_LABELS[rows], data?.columns ?? [], values, (v) => VALUE_LABELS[v]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values is the query's text split
    [rows, data?.columns, query.values],
  );
  const onCellClicked = (e: CellClickedEvent<PivotRowData>) => {
    const cell = (e.colDef.context as { pivotCell?: PivotCellRef } | undefined)?.pivotCell;
    if (!cell) return;
    navigate(drillUrl(rows, e.node.rowPinned ? undefined : e.data, cell, range));
  };

  return (
    <>
      <PageHeader title="Analisis" />
      <div className="analysis-tools">
        {afterFirstView && (
          <Suspense fallback={null}>
            <AnalysisControls />
          </Suspense>
        )}
      </div>
      {q.isError && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {serverMessage(q.error)}
        </Callout>
      )}
      <StaticGrid<PivotRowData>
        ariaLabel="Analisis"
        className="analysis-grid"
        columnDefs={columnDefs}
        columnChooser="analysis"
        exportSource={{ list: "analysis", query: analysisList.exportAs!.query(params) }}
        headerFilters={{ values: columnFilters, onChange: setColumnFilters }}
        rows={data?.rows}
        loading={q.isPending || q.isPlaceholderData}
        error={q.isError ? q.error : undefined}
        getRowId={(r) => r.key}
        emptyText="Tidak ada data"
        maxHeight={640}
        gridOptions={{ onCellClicked, tooltipShowDelay: 300 }}
        pinnedBottomRows={
          data
            ? [
                pinnedRow<PivotRowData>(ALL_TOTAL_LABEL, {
                  label: ALL_TOTAL_LABEL,
                  cells: data.totals.cells,
                  total: data.totals.total,
                }),
              ]
            : undefined
        }
      />
      {afterFirstView ? (
        <Suspense fallback={chartPlace}>
          <AnalysisChart
            pivot={q.isPlaceholderData ? undefined : data}
            cols={query.cols as PivotCols}
            values={values}
            rowHeader={ROW_LABELS[rows]}
          />
        </Suspense>
      ) : (
        chartPlace
      )}
    </>
  );
}
