// Footer of every server-paged list (RULES.md S2): 'Tampilkan:' page-size select, the caption
// 'Menampilkan N dari M data', and the pager — only when there is more than one page.
import { HTMLSelect } from "@blueprintjs/core";
import { formatNumber } from "../../../client/lib/format";
import { Pager } from "./Pager";
import { pageCount } from "./paging";

export interface GridFooterProps {
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** Rows on the page shown (N of the caption). */
  shownRows: number;
  /** Rows on the server (M of the caption). */
  totalRows: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  showSizeSelector: boolean;
  /** Label of the size select. Default 'Tampilkan:'. */
  sizeLabel?: string;
  /** `totalRows` is a cap, not a count (a common search word): the caption reads '10.000+'. */
  totalRowsCapped?: boolean;
  disabled?: boolean;
}

export function GridFooter(props: GridFooterProps) {
  const { page, pageSize, shownRows, totalRows, onPageChange, onPageSizeChange } = props;
  const pages = pageCount(totalRows, pageSize);
  // Keep a size that is not offered (e.g. from a shared URL) selectable instead of lying.
  const sizes = props.pageSizes.includes(pageSize)
    ? props.pageSizes
    : [...props.pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <div
      className="kt-grid-footer"
      style={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: "6px 16px",
        padding: "6px 2px 0",
        fontSize: 13,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
        {props.showSizeSelector && onPageSizeChange && (
          <label style={{ display: "inline-flex", alignItems: "center", gap: 6, margin: 0 }}>
            <span>{props.sizeLabel ?? "Tampilkan:"}</span>
            <HTMLSelect
              aria-label={(props.sizeLabel ?? "Tampilkan").replace(/:$/, "")}
              value={pageSize}
              disabled={props.disabled}
              onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
              options={sizes.map((s) => ({ value: s, label: String(s) }))}
            />
          </label>
        )}
        <span role="status" aria-live="polite" style={{ fontVariantNumeric: "tabular-nums" }}>
          Menampilkan {formatNumber(shownRows)} dari {formatNumber(totalRows)}
          {props.totalRowsCapped ? "+" : ""} data
        </span>
      </div>
      {pages > 1 && (
        <Pager
          page={Math.min(page, pages - 1)}
          pageCount={pages}
          onPageChange={onPageChange}
          disabled={props.disabled}
        />
      )}
    </div>
  );
}
