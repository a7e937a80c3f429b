// The analysis pivot's columns, built from the answer: the row label (filtered in its header),
// then one column per period and value ('Jan 2025 · Harga bersih'), then the row totals. Each
// figure sorts; a click on a cell opens its orders (AnalysisPage). Flat headers, so the export
// kit writes each column with its period and value in the header.
import type { ColDef } from "ag-grid-community";
import type { PivotColumn, PivotRowData } from "../src/contract/analysis";
import type { PivotValue } from "../src/contract/values";
import { filterBy } from "../src/components/server-grid";
import { moneyCol, numberCol } from "./column-types";

/** What a figure's cell is: its period (undefined: the row total) and value. */
export interface PivotCellRef {
  column?: PivotColumn;
  value: PivotValue;
}

const figure = (
  field: string,
  header: string,
  value: PivotValue,
  cell: PivotCellRef,
): ColDef<PivotRowData> => {
  const extra: Partial<ColDef<PivotRowData>> = {
    colId: field,
    sortable: true,
    minWidth: 130,
    context: { pivotCell: cell },
  };
  return value === "count"
    ? numberCol<PivotRowData>(field as never, header, extra)
    : moneyCol<PivotRowData>(field as never, header, extra);
};

export function pivotColumns(
  rowHeader: string,
  columns: PivotColumn[],
  values: PivotValue[],
  valueLabel: (v: PivotValue) => string,
): ColDef<PivotRowData>[] {
  const header = (period: string, v: PivotValue) =>
    values.length > 1 ? `${period} · ${valueLabel(v)}` : period;
  return [
    {
      field: "label",
      colId: "label",
      headerName: rowHeader,
      pinned: "left",
      // a pinned column keeps a fixed width (column-types.ts pinRight): with the grid's default
      // flex, AG Grid shrank it on a phone and kept it shrunk when the screen grew, while the
      // plain first paint (first-paint/plain-grid.ts) lays it out anew, so the take-over moved
      flex: 0,
      width: 200,
      minWidth: 170,
      sortable: true,
      ...filterBy.text("label"),
    },
    ...columns.flatMap((c) =>
      values.map((v) =>
        figure(`cells.${c.key}.${v}`, header(c.label, v), v, { column: c, value: v }),
      ),
    ),
    ...values.map((v) => figure(`total.${v}`, header("Total", v), v, { value: v })),
  ];
}
