// A grid of rows that arrive all at once (rekap tables, detail dialogs, weekly grid view):
// BaseGrid with no pager, growing with its rows up to `maxHeight` (default 500 px, spec §9),
// then scrolling inside with the header and the pinned totals kept in view.
//   <StaticGrid ariaLabel="Order bulan ini" columnDefs={cols} rows={data?.orders}
//     loading={q.isPending} pinnedBottomRows={[pinnedRow("Total", sums)]} maxHeight={500} />
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from "../../client/lib/grid-setup";
import { BaseGrid } from "./BaseGrid";
import type { StaticGridProps } from "./types";

/** Room for the 'Tidak ada data' / loading overlay when there are no rows. */
const EMPTY_HEIGHT = 150;

export function StaticGrid<Row>({ maxHeight = 500, ...props }: StaticGridProps<Row>) {
  const rowCount = props.rows?.length ?? 0;
  const pinned = rowCount > 0 ? (props.pinnedBottomRows?.length ?? 0) : 0;
  const content =
    rowCount === 0
      ? EMPTY_HEIGHT
      : GRID_HEADER_HEIGHT + (rowCount + pinned) * GRID_ROW_HEIGHT + 2 * pinned + 18;
  return <BaseGrid<Row> {...props} height={Math.min(maxHeight, content)} />;
}
