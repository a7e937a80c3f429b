// The first page as a plain table, while AG Grid loads: the same columns, widths,
// header, rows, pinned totals and empty / loading text, drawn where AG Grid will draw them, so
// nothing moves when AG Grid takes its place (BaseGrid mounts AG Grid hidden over this table and
// removes the table once AG Grid shows its rows). A picture only: aria-hidden, no clicks, and its
// texts are CSS content (data-v), so the page's text and its accessible tree are AG Grid's alone.
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { ColDef } from "ag-grid-community";
import {
  GRID_COLOURS,
  GRID_LOADING_TEXT,
  GRID_PINNED_BORDER,
  GRID_ROW_HEIGHT,
  GRID_SIZES,
  type GridColours,
} from "../../../client/lib/grid-metrics";
import type { GridPageContext } from "../columns";
import { filterText, keysOf, type HeaderFilters } from "../filters";
import { plainCellText, plainColumns, type PlainColumn } from "./plain-grid";
import "./plain-grid.css";

export interface PlainGridProps<Row> {
  columns: ColDef<Row>[];
  defaultColDef: ColDef<Row>;
  columnTypes: Record<string, ColDef<Row>>;
  rows: Row[] | undefined;
  pinnedRows: unknown[] | undefined;
  /** What the body says without rows: still loading, nothing there, or the load failed. */
  state: "loading" | "empty" | "failed";
  emptyText: string;
  headerHeight: number;
  height: number | "auto";
  context: GridPageContext;
  filters: HeaderFilters | undefined;
}

/** A mode's colours as the custom properties plain-grid.css paints with. */
const colourVars = (c: GridColours) =>
  [
    `--kt-plain-fg:${c.foregroundColor}`,
    `--kt-plain-bg:${c.backgroundColor}`,
    `--kt-plain-border:${c.borderColor}`,
    `--kt-plain-header-bg:${c.headerBackgroundColor}`,
    `--kt-plain-odd-bg:${c.oddRowBackgroundColor}`,
    `--kt-plain-column:${c.columnBorderColor}`,
    `--kt-plain-header-column:${c.headerColumnBorderColor}`,
    `--kt-plain-pinned:${c.pinnedRowBorderColor}`,
    `--kt-plain-accent:${c.accentColor}`,
  ].join(";");

/**
 * The theme's values (grid-metrics.ts, the ones gridTheme gives AG Grid) as custom properties:
 * light on the table, dark where client/lib/theme.ts marks the body as AG Grid's dark mode.
 */
const THEME_CSS = [
  `.kt-plain{${colourVars(GRID_COLOURS.light)};` +
    `--kt-plain-font-size:${GRID_SIZES.dataFontSize}px;` +
    `--kt-plain-header-font-size:${GRID_SIZES.headerFontSize}px;` +
    `--kt-plain-header-weight:${GRID_SIZES.headerFontWeight};` +
    `--kt-plain-row-height:${GRID_SIZES.rowHeight}px;` +
    `--kt-plain-padding:${GRID_SIZES.cellHorizontalPadding}px;` +
    `--kt-plain-radius:${GRID_SIZES.wrapperBorderRadius}px;` +
    `--kt-plain-pinned-width:${GRID_PINNED_BORDER}px}`,
  `body[data-ag-theme-mode="dark"] .kt-plain{${colourVars(GRID_COLOURS.dark)}}`,
].join("\n");

/** Room AG Grid keeps under the header for its overlay when there are no rows. */
const EMPTY_BODY = GRID_SIZES.autoHeightMinBodyHeight;

/**
 * A line of cells as AG Grid lays it out: the left-pinned cells, the centre (cut off where it is
 * wider than the room between the pinned sides: AG Grid scrolls it), the right-pinned cells.
 */
function Sides<R>(props: {
  columns: PlainColumn<R>[];
  cell: (c: PlainColumn<R>) => ReactNode;
  className: string;
  style?: CSSProperties;
  index?: number;
}) {
  const { columns, cell } = props;
  const side = (p: PlainColumn<R>["pinned"]) => columns.filter((c) => c.pinned === p).map(cell);
  return (
    <div className={props.className} style={props.style} data-index={props.index}>
      {side("left")}
      <div className="kt-plain-centre">{side(null)}</div>
      {side("right")}
    </div>
  );
}

function PlainRow<R>(props: {
  columns: PlainColumn<R>[];
  data: unknown;
  index: number;
  pinned: boolean;
  context: GridPageContext;
}) {
  const { columns, data, index, pinned, context } = props;
  return (
    <Sides
      columns={columns}
      className={pinned ? "kt-plain-row kt-plain-row--pinned" : "kt-plain-row"}
      index={pinned ? undefined : index}
      cell={(c) => (
        <div
          key={c.key}
          className={c.right ? "kt-plain-cell kt-plain-cell--right" : "kt-plain-cell"}
          style={{ width: c.width }}
          data-col={c.key}
          data-v={plainCellText(c, data, index, pinned, context)}
        />
      )}
    />
  );
}

function HeaderCell<R>({ col, values }: { col: PlainColumn<R>; values: Record<string, string> }) {
  const spec = col.filter;
  const set = spec ? keysOf(spec).filter((k) => values[k]) : [];
  const shown = spec ? filterText(spec, values) : "";
  return (
    <div
      className={[
        "kt-plain-hcell",
        col.right && "kt-plain-cell--right",
        spec && "kt-plain-hcell--filter",
      ]
        .filter(Boolean)
        .join(" ")}
      style={{ width: col.width }}
      data-col={col.key}
    >
      <span
        className={set.length ? "kt-plain-title kt-plain-title--active" : "kt-plain-title"}
        data-v={col.title}
      />
      {spec && (
        <span
          className={
            spec.kind === "text" ? "kt-plain-control kt-plain-control--text" : "kt-plain-control"
          }
          data-v={shown || (spec.kind === "text" ? "Cari..." : "Semua")}
        />
      )}
    </div>
  );
}

export function PlainGrid<Row>(props: PlainGridProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // before the first paint: the widths need the grid's width, as AG Grid's flex does
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const watch = new ResizeObserver(() => setWidth(el.clientWidth));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  const columns = width
    ? plainColumns(props.columns, props.defaultColDef, props.columnTypes, width)
    : [];
  const rows = props.rows ?? [];
  const style: CSSProperties =
    props.height === "auto" ? {} : { height: props.height, display: "flex" };
  return (
    <div ref={box} className="kt-plain" aria-hidden="true" style={style}>
      {/* React keeps one copy in the document's head (href + precedence) */}
      <style href="kt-plain-theme" precedence="default">
        {THEME_CSS}
      </style>
      <div className="kt-plain-inner">
        <Sides
          columns={columns}
          className="kt-plain-header"
          style={{ height: props.headerHeight }}
          cell={(c) => <HeaderCell key={c.key} col={c} values={props.filters?.values ?? {}} />}
        />
        <div
          className="kt-plain-body"
          style={
            rows.length ? { minHeight: rows.length * GRID_ROW_HEIGHT } : { minHeight: EMPTY_BODY }
          }
        >
          {rows.length === 0 && (
            <div
              className="kt-plain-empty"
              data-state={props.state}
              data-v={
                { loading: GRID_LOADING_TEXT, empty: props.emptyText, failed: "" }[props.state]
              }
            />
          )}
          {rows.map((r, i) => (
            <PlainRow
              key={i}
              columns={columns}
              data={r}
              index={i}
              pinned={false}
              context={props.context}
            />
          ))}
        </div>
        {rows.length > 0 && props.pinnedRows && props.pinnedRows.length > 0 && (
          <div className="kt-plain-pinned">
            {props.pinnedRows.map((r, i) => (
              <PlainRow
                key={i}
                columns={columns}
                data={r}
                index={i}
                pinned
                context={props.context}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
