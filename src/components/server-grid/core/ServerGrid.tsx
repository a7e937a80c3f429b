// The server-paged grid every list uses: BaseGrid showing one page that the server paged, sorted
// and filtered, plus the footer ('Tampilkan:', 'Menampilkan N dari M data', pager). The caller
// keeps page / size / sort / filter state in list atoms (client/lib/list-atoms.ts) and feeds one
// page of rows per render; `useListGrid(list)` gives the props to spread.
//   <ServerGrid ariaLabel="Daftar talent" columnDefs={cols} pageSizes={[5, 10, 25]}
//     pinnedBottomRows={[pinnedRow("Total halaman ini", t.page), pinnedRow("Total keseluruhan", t.all)]}
//     columnChooser="talent-report" {...grid} />
import { useEffect, useRef } from "react";
import { BaseGrid } from "./BaseGrid";
import { fittedHeight, headerHeightOf } from "./StaticGrid";
import { GridFooter } from "./GridFooter";
import { pageCount } from "./paging";
import type { ServerGridProps } from "./types";

export type { ServerGridProps } from "./types";

const DEFAULT_PAGE_SIZES = [5, 10, 25];

export function ServerGrid<Row>(props: ServerGridProps<Row>) {
  const {
    totalRows,
    loading,
    page,
    pageSizes = DEFAULT_PAGE_SIZES,
    onPageChange,
    onPageSizeChange,
    fixedPageSize,
    sizeLabel,
    rows,
    error,
  } = props;
  const pageSize = fixedPageSize ?? props.pageSize;
  const showSizeSelector = (props.showSizeSelector ?? true) && fixedPageSize === undefined;

  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // A page past the end (last row of the last page deleted, smaller total after a filter):
  // go to the last page that exists instead of showing an empty page.
  const pages = pageCount(totalRows, pageSize);
  const rowCount = rows?.length ?? 0;
  useEffect(() => {
    if (!loading && !error && rowCount === 0 && page > 0 && page >= pages) {
      latest.current.onPageChange(Math.max(0, pages - 1));
    }
  }, [loading, error, rowCount, page, pages]);

  return (
    <BaseGrid<Row>
      {...props}
      page={page}
      pageSize={pageSize}
      height={
        props.maxHeight === undefined
          ? props.height
          : fittedHeight(
              rowCount,
              props.pinnedBottomRows?.length ?? 0,
              props.maxHeight,
              headerHeightOf(props),
            )
      }
      footer={
        <GridFooter
          page={page}
          pageSize={pageSize}
          pageSizes={pageSizes}
          shownRows={rowCount}
          totalRows={totalRows}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          showSizeSelector={showSizeSelector}
          sizeLabel={sizeLabel}
          totalRowsCapped={props.totalRowsCapped}
        />
      }
    />
  );
}
