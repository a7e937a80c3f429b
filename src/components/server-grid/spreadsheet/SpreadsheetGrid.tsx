// An editable server grid: ServerGrid with the spreadsheet behaviour of use-spreadsheet.ts (cell
// edits saved through the page's call with undo/redo, ranges, copy and paste, Enter or a
// double-click on a read-only cell opens the row, the refusal note under its cell).
//   <SpreadsheetGrid<Talent>
//     ariaLabel="Daftar talent" columnDefs={columns} getRowId={(t) => t.id} {...grid}
//     sheet={{ save, onSaved, successMessage, failureTitle, onOpenRow }}
//   />
// `getRowId` is both the grid's row id and the one the edits find their row by.
import { ServerGrid, type ServerGridProps } from "../core";
import { useSpreadsheet, type SpreadsheetOptions } from "./use-spreadsheet";

export interface SpreadsheetGridProps<Row> extends Omit<
  ServerGridProps<Row>,
  "gridOptions" | "getRowId"
> {
  getRowId: (row: Row) => string | number;
  /** What an edit does: save, refetch, the toasts' texts, opening a row, ticked rows. */
  sheet: Omit<SpreadsheetOptions<Row>, "getRowId">;
}

export function SpreadsheetGrid<Row>({ sheet: options, ...grid }: SpreadsheetGridProps<Row>) {
  const sheet = useSpreadsheet<Row>({ ...options, getRowId: grid.getRowId });
  return (
    <div ref={sheet.containerRef} className="kt-spreadsheet">
      <ServerGrid<Row> {...grid} gridOptions={sheet.gridOptions} busy={sheet.saving} />
      {sheet.errorNote}
    </div>
  );
}
