// /admin/analysis: the money pivoted by a row dimension (talent, admin, service, …) and a period
// (week, month, quarter, year) with the chosen values, over a date range. Totals per row, per
// column and overall; sorting, the row-label header filter, copy, CSV/.xlsx export and saved
// views come from the grid kit. A click on a figure opens the orders grid filtered to exactly
// that cell's orders (its total equals the cell).
import { Button, ButtonGroup, Callout, HTMLSelect, MenuItem } from "@blueprintjs/core";
import { MultiSelect } from "@blueprintjs/select";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import type { CellClickedEvent } from "ag-grid-community";
import {
  PERSON_VALUES,
  PIVOT_COLS,
  PIVOT_ROWS,
  PIVOT_VALUES,
  drillQuery,
  type PivotCols,
  type PivotRow,
  type PivotRowData,
  type PivotValue,
} from "../../../contract/analysis";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { PageHeader } from "../../../components/list/PageHeader";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { ALL_TOTAL_LABEL, StaticGrid, pinnedRow } from "../../../components/server-grid";
import { pivotColumns, type PivotCellRef } from "../../../../grids/analysis";
import { analysisList, pivotQuery } from "../atoms";
import { COL_LABELS, READY_VIEWS, ROW_LABELS, VALUE_LABELS } from "../choices";
import { AnalysisChart } from "./AnalysisChart";
import "./analysis.css";

const PERSON_ROWS: readonly PivotRow[] = ["talent", "admin"];

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

function ValuePicker(props: {
  values: PivotValue[];
  choices: readonly PivotValue[];
  onChange: (v: PivotValue[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const toggle = (v: PivotValue) =>
    props.onChange(
      props.values.includes(v) ? props.values.filter((x) => x !== v) : [...props.values, v],
    );
  // Blueprint's own × on a tag is labelled 'Remove tag' in English and, clicked, opens the
  // picker's menu; ours speaks Indonesian, only removes, and leaves the focus in the picker
  const removeButton = (v: PivotValue) => (
    <Button
      variant="minimal"
      size="small"
      icon="cross"
      aria-label={`Hapus ${VALUE_LABELS[v]}`}
      onClick={(e) => {
        e.stopPropagation();
        toggle(v);
        input.current?.focus();
      }}
    />
  );
  return (
    <MultiSelect<PivotValue>
      items={[...props.choices]}
      selectedItems={props.values}
      itemRenderer={(v, { handleClick, modifiers }) => (
        <MenuItem
          key={v}
          text={VALUE_LABELS[v]}
          roleStructure="listoption"
          selected={props.values.includes(v)}
          active={modifiers.active}
          onClick={handleClick}
        />
      )}
      onItemSelect={toggle}
      onRemove={toggle}
      tagRenderer={(v) => VALUE_LABELS[v]}
      placeholder="Pilih nilai..."
      tagInputProps={{
        inputProps: { "aria-label": "Nilai" },
        inputRef: input,
        tagProps: (_, i) => ({ onRemove: undefined, endIcon: removeButton(props.values[i]) }),
      }}
      resetOnSelect
    />
  );
}

export default function AnalysisPage() {
  const navigate = useNavigate();
  const q = useAtomValue(analysisList.queryAtom);
  const params = useAtomValue(analysisList.paramsAtom);
  const [range, setRange] = useAtom(analysisList.rangeAtom);
  const setFilter = useSetAtom(analysisList.setFilterAtom);
  const [columnFilters, setColumnFilters] = useAtom(analysisList.columnFiltersAtom);
  const query = pivotQuery(params);
  const rows = query.rows as PivotRow;
  const values = (query.values ?? "").split(",").filter(Boolean) as PivotValue[];
  const choices = PERSON_ROWS.includes(rows)
    ? PIVOT_VALUES
    : PIVOT_VALUES.filter((v) => !PERSON_VALUES.includes(v));
  const data = q.data;
  const columnDefs = useMemo(
    () => pivotColumns(ROW_LABELS[rows], data?.columns ?? [], values, (v) => VALUE_LABELS[v]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values is the query's text split
    [rows, data?.columns, query.values],
  );
  const setRows = (next: string) => {
    setFilter("rows", next);
    // paid and outstanding belong to a person: dropped with another row dimension
    if (!PERSON_ROWS.includes(next as PivotRow))
      setFilter("values", values.filter((v) => !PERSON_VALUES.includes(v)).join(",") || "count");
  };
  const onCellClicked = (e: CellClickedEvent<PivotRowData>) => {
    const cell = (e.colDef.context as { pivotCell?: PivotCellRef } | undefined)?.pivotCell;
    if (!cell) return;
    navigate(drillUrl(rows, e.node.rowPinned ? undefined : e.data, cell, range));
  };

  return (
    <>
      <PageHeader title="Analisis" />
      <div className="kt-report-controls analysis-controls">
        <label>
          Baris{" "}
          <HTMLSelect value={rows} onChange={(e) => setRows(e.currentTarget.value)}>
            {PIVOT_ROWS.map((r) => (
              <option key={r} value={r}>
                {ROW_LABELS[r]}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label>
          Kolom{" "}
          <HTMLSelect value={query.cols} onChange={(e) => setFilter("cols", e.currentTarget.value)}>
            {PIVOT_COLS.map((c) => (
              <option key={c} value={c}>
                {COL_LABELS[c]}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <ValuePicker
          values={values}
          choices={choices}
          onChange={(v) => setFilter("values", v.join(",") || "count")}
        />
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <div className="analysis-ready" role="group" aria-label="Tampilan siap pakai">
        <span>Tampilan siap pakai:</span>
        <ButtonGroup>
          {READY_VIEWS.map((v) => (
            <Button
              key={v.name}
              text={v.name}
              size="small"
              variant="outlined"
              onClick={() => navigate({ pathname: paths.analysis.pattern, search: v.search })}
            />
          ))}
        </ButtonGroup>
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
      <AnalysisChart
        pivot={q.isPlaceholderData ? undefined : data}
        cols={query.cols as PivotCols}
        values={values}
        rowHeader={ROW_LABELS[rows]}
      />
    </>
  );
}
