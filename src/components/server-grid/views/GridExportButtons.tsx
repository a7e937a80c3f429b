// 'Export CSV' and 'Export Excel' on a grid's toolbar: every row of the grid's list for its current
// filters, search and sort (not the page), the columns the user has not hidden by choice in their
// on-screen order (at any window width: columns/chosen-columns.ts), through the one
// export endpoint (POST /grid-export/:list). The caller names its list and the query its grid
// sends (useListGrid does it for lists made with `exportAs`).
import type { GridApi } from "ag-grid-community";
import type { ListId } from "../../../contract/lists";
import { ExportButtons } from "../../ExportButtons";

/** Where a grid's rows come from: a declared list (contract/lists.ts) and its query. */
export interface GridExportSource {
  list: ListId;
  /** The list endpoint's query as the grid sends it (undefined values are left out). */
  query: Record<string, string | number | undefined>;
  /** The `:id` of the list's path (one talent's weeks). */
  id?: number | null;
}

const defined = (q: GridExportSource["query"]) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string | number
  >;

/** Every row of the grid's list for its query (up to the print limit), for the printed table. */
export async function fetchPrintRows(source: GridExportSource) {
  const { printRows } = await import("./grid-export-api");
  return printRows(source.list, {
    query: defined(source.query),
    ...(source.id ? { id: source.id } : {}),
  });
}

export function GridExportButtons<Row>(props: {
  source: GridExportSource;
  api: GridApi<Row> | null;
  empty: boolean;
}) {
  const { source, api } = props;
  return (
    <ExportButtons
      fileName={source.list}
      empty={props.empty || !api}
      download={async (format) => {
        const { exportGrid, exportColumns } = await import("./grid-export-api");
        return exportGrid(source.list, {
          format,
          columns: exportColumns(api!),
          query: defined(source.query),
          ...(source.id ? { id: source.id } : {}),
        });
      }}
    />
  );
}
