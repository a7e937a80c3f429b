// A grid of rows that arrive all at once (rekap tables, detail dialogs, weekly grid view):
// BaseGrid with no pager, growing with its rows up to `maxHeight` (default 500 px, RULES.md S9),
// then scrolling inside with the header and the pinned totals kept in view.
//   <StaticGrid ariaLabel="Order bulan ini" columnDefs={cols} rows={data?.orders}
//     loading={q.isPending} pinnedBottomRows={[pinnedRow("Total", sums)]} maxHeight={500} />
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from "../../../client/lib/grid-metrics";
import { BaseGrid } from "./BaseGrid";
import { FILTER_HEADER_HEIGHT, specOf } from "../filters";
import type { StaticGridProps } from "./types";

/** Room for the 'Tidak ada data' / loading overlay when there are no rows. */
const EMPTY_HEIGHT = 150;

/** The header's height: taller when header filters show under the titles. */
export const headerHeightOf = <Row,>(
  p: Pick<StaticGridProps<Row>, "headerFilters" | "columnDefs">,
) => (p.headerFilters && p.columnDefs.some(specOf) ? FILTER_HEADER_HEIGHT : GRID_HEADER_HEIGHT);

/** The height that shows `rowCount` rows and the pinned rows, capped at `maxHeight`. */
export function fittedHeight(
  rowCount: number,
  pinnedCount: number,
  maxHeight: number,
  headerHeight = GRID_HEADER_HEIGHT,
): number {
  const pinned = rowCount > 0 ? pinnedCount : 0;
  const content =
    rowCount === 0
      ? EMPTY_HEIGHT
      : headerHeight + (rowCount + pinned) * GRID_ROW_HEIGHT + 2 * pinned + 18;
  return Math.min(maxHeight, content);
}

export function StaticGrid<Row>({ maxHeight = 500, ...props }: StaticGridProps<Row>) {
  const height = fittedHeight(
    props.rows?.length ?? 0,
    props.pinnedBottomRows?.length ?? 0,
    maxHeight,
    headerHeightOf(props),
  );
  return <BaseGrid<Row> {...props} height={height} />;
}
