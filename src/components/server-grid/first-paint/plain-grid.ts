// What PlainGrid draws, computed from the same column definitions AG Grid gets: each shown
// column's place and width (AG Grid's own flex rule, so nothing moves when AG Grid takes over)
// and each cell's text (the column's getter and formatter, as AG Grid would call them).
import type { ColDef } from "ag-grid-community";
import { specOf, type HeaderFilterSpec } from "../filters";
import type { GridPageContext } from "../columns";

/** AG Grid's defaults for a column without a width / minWidth. */
const DEFAULT_WIDTH = 200;
const DEFAULT_MIN_WIDTH = 20;

export interface PlainColumn<Row> {
  key: string;
  title: string;
  width: number;
  pinned: "left" | "right" | null;
  /** Right-aligned (figures). */
  right: boolean;
  /** The header filter under the title, if the column has one. */
  filter: HeaderFilterSpec | undefined;
  def: ColDef<Row>;
}

const classesOf = (c: unknown): string[] =>
  typeof c === "string"
    ? c.split(" ")
    : Array.isArray(c)
      ? c.filter((x) => typeof x === "string")
      : [];

/** The column as AG Grid sees it: defaultColDef, then its named types, then its own options. */
function merged<Row>(
  def: ColDef<Row>,
  defaults: ColDef<Row>,
  types: Record<string, ColDef<Row>>,
): ColDef<Row> {
  const named = Array.isArray(def.type) ? def.type : def.type ? [def.type] : [];
  return Object.assign({}, defaults, ...named.map((t) => types[t] ?? {}), def) as ColDef<Row>;
}

const clamp = (w: number, min: number, max: number) => Math.min(Math.max(w, min), max);

/**
 * AG Grid's ColumnFlexService: pinned and non-flex columns keep their width; the flex columns of
 * the centre share what is left, rounded the way AG Grid rounds, clamped to their min / max.
 */
function flexWidths(
  items: { flex: number; width: number; min: number; max: number }[],
  space: number,
) {
  const frozen = items.map((i) => (i.flex > 0 ? null : i.width));
  let left = space - frozen.reduce<number>((a, w) => a + (w ?? 0), 0);
  let flex = items.reduce((a, i, k) => a + (frozen[k] === null ? i.flex : 0), 0);
  while (frozen.some((w) => w === null)) {
    const fill = Math.round(flex < 1 ? left * flex : left);
    const target: number[] = [];
    let actual = 0;
    let ideal = 0;
    let last = -1;
    items.forEach((item, k) => {
      if (frozen[k] !== null) return;
      last = k;
      ideal += fill * (item.flex / flex);
      target[k] = Math.round(ideal - actual);
      actual += target[k];
    });
    if (last >= 0) target[last] += fill - actual;
    let violation = 0;
    const kind: ("min" | "max" | undefined)[] = [];
    items.forEach((item, k) => {
      if (frozen[k] !== null) return;
      const c = clamp(target[k], item.min, item.max);
      violation += c - target[k];
      kind[k] = c === target[k] ? undefined : c < target[k] ? "max" : "min";
      target[k] = c;
    });
    const freeze = violation === 0 ? "all" : violation > 0 ? "min" : "max";
    items.forEach((item, k) => {
      if (frozen[k] !== null || (freeze !== "all" && kind[k] !== freeze)) return;
      frozen[k] = target[k];
      left -= target[k];
      flex -= item.flex;
    });
  }
  return frozen as number[];
}

/** AG Grid keeps this much of the body for the centre columns (PinnedColumnService). */
const MIN_CENTRE_WIDTH = 50;

/**
 * The pinned columns AG Grid unpins because the pinned sides leave the centre less than 50 px
 * (PinnedColumnService.getPinnedColumnsOverflowingViewport, on a phone): the first right-pinned,
 * then the first left-pinned, and so on in turn, until the rest fit. `lockPinned` ones stay.
 */
function unpinnedToFit<
  C extends { def: Pick<ColDef, "lockPinned">; pinned: string | null; width: number },
>(columns: C[], bodyWidth: number): C[] {
  if (bodyWidth <= MIN_CENTRE_WIDTH) return [];
  const left = columns.filter((c) => c.pinned === "left");
  const right = columns.filter((c) => c.pinned === "right");
  const pinnedWidth = [...left, ...right].reduce((a, c) => a + c.width, 0);
  let needed = pinnedWidth - (bodyWidth - MIN_CENTRE_WIDTH);
  if (needed < 0) return [];
  const out: C[] = [];
  let l = 0;
  let r = 0;
  while ((l < left.length || r < right.length) && needed > 0) {
    if (r < right.length) {
      const c = right[r++];
      if (c.def.lockPinned) continue;
      needed -= c.width;
      out.push(c);
    }
    if (l < left.length && needed > 0) {
      const c = left[l++];
      if (c.def.lockPinned) continue;
      needed -= c.width;
      out.push(c);
    }
  }
  return out;
}

/**
 * The shown columns in AG Grid's order (left-pinned, centre, right-pinned) with their widths in a
 * grid `innerWidth` px wide (inside its border).
 */
export function plainColumns<Row>(
  columns: ColDef<Row>[],
  defaults: ColDef<Row>,
  types: Record<string, ColDef<Row>>,
  innerWidth: number,
): PlainColumn<Row>[] {
  const shown = columns
    .filter((c) => !c.hide)
    .map((c) => {
      const def = merged(c, defaults, types);
      const min = def.minWidth ?? DEFAULT_MIN_WIDTH;
      const max = def.maxWidth ?? Infinity;
      const pinned: PlainColumn<Row>["pinned"] =
        def.pinned === "left" || def.pinned === true
          ? "left"
          : def.pinned === "right"
            ? "right"
            : null;
      return { def, pinned, min, max, width: clamp(def.width ?? DEFAULT_WIDTH, min, max) };
    });
  for (const c of unpinnedToFit(shown, innerWidth)) c.pinned = null;
  // AG Grid puts `lockPosition` columns first (left) or last (right) within their side
  const lock = (c: (typeof shown)[number]) =>
    c.def.lockPosition === "left" || c.def.lockPosition === true
      ? 0
      : c.def.lockPosition === "right"
        ? 2
        : 1;
  const side = (p: PlainColumn<Row>["pinned"]) =>
    shown.filter((c) => c.pinned === p).sort((a, b) => lock(a) - lock(b));
  const ordered = [...side("left"), ...side(null), ...side("right")];
  const pinnedWidth = ordered.reduce((a, c) => a + (c.pinned ? c.width : 0), 0);
  const centre = ordered
    .filter((c) => !c.pinned)
    .map((c) => ({ ...c, flex: Math.max(0, c.def.flex ?? 0) }));
  const widths = flexWidths(centre, Math.max(0, innerWidth - pinnedWidth));
  return ordered.map((c) => ({
    key: c.def.colId ?? String(c.def.field ?? ""),
    // a header drawn by its own component (the selection's tick-box) is blank, as its cells are
    title: c.def.headerComponent ? "" : (c.def.headerName ?? String(c.def.field ?? "")),
    width: c.pinned ? c.width : widths[centre.findIndex((x) => x.def === c.def)],
    pinned: c.pinned,
    right:
      classesOf(c.def.cellClass).includes("ag-right-aligned-cell") ||
      classesOf(c.def.headerClass).includes("ag-right-aligned-header"),
    filter: specOf(c.def),
    def: c.def,
  }));
}

const fieldValue = (data: unknown, field: string | undefined) =>
  field?.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], data);

/**
 * A cell's text: the column's value getter (or field) and formatter, called with what they read
 * of AG Grid's params (data, node.rowPinned / rowIndex, context). A cell drawn by a renderer
 * without a value (buttons, tick boxes) or from a list or object is blank; anything that throws
 * without AG Grid's API (a getter reading `params.api`) is blank too: AG Grid draws it a moment
 * later.
 */
export function plainCellText<Row>(
  col: PlainColumn<Row>,
  data: unknown,
  rowIndex: number,
  pinned: boolean,
  context: GridPageContext,
): string {
  const def = col.def;
  try {
    const node = { rowPinned: pinned ? "bottom" : undefined, rowIndex, data };
    const params = { data, node, colDef: def, column: null, api: null, context } as never;
    const getter = def.valueGetter;
    if (!def.field && typeof getter !== "function") return "";
    const value = typeof getter === "function" ? getter(params) : fieldValue(data, def.field);
    // a renderer that draws a list or an object (a category's talents) reads what the generic
    // formatter cannot: blank until AG Grid draws it, never "[object Object]"
    if (def.cellRenderer && typeof value === "object" && value !== null) return "";
    const format = def.valueFormatter;
    const text =
      typeof format === "function"
        ? format({ ...(params as object), value } as never)
        : value === null || value === undefined
          ? ""
          : String(value);
    return text ?? "";
  } catch {
    return "";
  }
}
