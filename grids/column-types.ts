// Shared column kinds for every grid: row number, money, number, date, enum, row actions (icon
// buttons) and text actions ('Lihat Detail'). Server sorting: pass `{ sortable: true }` in
// `extra` on columns the API can sort by (the list's `sort` goes to the call as sort_by/order).
// Factories, typed by the row: rowNumberCol<Order>(), moneyCol<Order>("price", "Harga"), built on
// the named types below.
// Empty values show "-" (pinned total rows show blank instead), money is right-aligned with
// tabular figures, dates read `03/03/2025`.
import type { ColDef, ColDefField, ValueGetterParams } from "ag-grid-community";
import { formatDateId, formatNumber, formatPeriod, formatRupiah } from "../src/client/lib/format";
import { ActionsCell, type RowActions } from "./renderers/ActionsCell";
import { filterBy, formatNonEmpty, type GridPageContext } from "../src/components/server-grid";
import { textEditor } from "./editors";
import { suppressKeysInsideCell } from "./renderers/cell-keyboard";
import { TextActionsCell, type TextAction } from "./renderers/TextActionsCell";
import { SelectListEditor } from "./renderers/SelectListEditor";

const RIGHT = {
  cellClass: ["ag-right-aligned-cell", "kt-cell-num"],
  headerClass: "ag-right-aligned-header",
  cellStyle: { fontVariantNumeric: "tabular-nums" },
};

const numericComparator = (a: unknown, b: unknown) => Number(a ?? 0) - Number(b ?? 0);

/** 1-based row number across pages: page * pageSize + index + 1; "Total" on pinned rows. */
function rowNumberGetter(p: ValueGetterParams): number | string | null {
  if (p.node?.rowPinned) return "Total";
  const index = p.node?.rowIndex;
  if (index === null || index === undefined) return null;
  const ctx = (p.context ?? {}) as Partial<GridPageContext>;
  return (ctx.page ?? 0) * (ctx.pageSize ?? 0) + index + 1;
}

/**
 * Money that must stay in view on narrow screens: pinned right beside the actions, with a fixed
 * width (a flexing pinned column would take the free space).
 */
export const pinRight = { pinned: "right" as const, flex: 0, width: 150 };

/**
 * A column shown from 1400 px up: below, it starts hidden so the money and its pinned totals fit a
 * 1366 px laptop; the column chooser shows it, and a user's choice wins.
 */
export const secondary = <Row>(def: ColDef<Row>): ColDef<Row> => ({
  ...def,
  context: { ...def.context, secondary: true },
});

/** A column that is no figure of the row: its place and width fixed, never sorted or edited. */
const FIXED: ColDef = {
  flex: null,
  sortable: false,
  filter: false,
  editable: false,
  resizable: false,
  suppressMovable: true,
};

/** Named column types (the factories below spread them). */
const columnTypes: Record<string, ColDef> = {
  rowNumber: {
    headerName: "No",
    valueGetter: rowNumberGetter,
    valueFormatter: (p) => (p.value === null || p.value === undefined ? "" : String(p.value)),
    width: 64,
    minWidth: 56,
    maxWidth: 90,
    ...FIXED,
    lockPosition: "left",
    pinned: "left",
    ...RIGHT,
  },
  money: {
    valueFormatter: formatNonEmpty((v) => formatRupiah(v as number | string)),
    comparator: numericComparator,
    minWidth: 130,
    ...RIGHT,
    // kt-cell-money: exports write the column as rupiah (export-columns.ts)
    cellClass: [...RIGHT.cellClass, "kt-cell-money"],
  },
  number: {
    valueFormatter: formatNonEmpty((v) => formatNumber(v as number | string)),
    comparator: numericComparator,
    minWidth: 80,
    ...RIGHT,
  },
  date: {
    valueFormatter: formatNonEmpty((v) => formatDateId(v as string)),
    minWidth: 110,
    width: 110,
    cellStyle: { fontVariantNumeric: "tabular-nums" },
    cellClass: "kt-cell-date",
  },
  actions: {
    headerName: "Aksi",
    colId: "actions",
    width: 110,
    minWidth: 60,
    ...FIXED,
    pinned: "right",
    cellRenderer: ActionsCell,
    suppressKeyboardEvent: suppressKeysInsideCell,
    cellStyle: { display: "flex", alignItems: "center" },
  },
};

/** Extra ColDef options any factory accepts (they win over the defaults). */
type Extra<Row> = Partial<ColDef<Row>>;

/** "No" column: page * pageSize + index + 1 from the grid context; "Total" on pinned rows. */
export function rowNumberCol<Row>(headerName = "No", extra: Extra<Row> = {}): ColDef<Row> {
  return { ...(columnTypes.rowNumber as ColDef<Row>), colId: "rowNumber", headerName, ...extra };
}

/** The factory of a column of one of the named types: `(field, headerName, extra?)`. */
const typedCol =
  (type: "money" | "number" | "date") =>
  <Row>(field: ColDefField<Row>, headerName: string, extra: Extra<Row> = {}): ColDef<Row> => ({
    ...(columnTypes[type] as ColDef<Row>),
    field,
    headerName,
    ...extra,
  });

/** Rupiah column: `Rp 1.500.000`, right-aligned, tabular figures; "-" when empty. */
export const moneyCol = typedCol("money");

/** Plain number column (ages, durations, counts): `1.234`, right-aligned. */
export const numberCol = typedCol("number");

/** Sorted by the server, with a "contains" header filter on its own key. */
export const sortedText = (key: string) => ({ sortable: true, ...filterBy.text(key) });

/** A narrow figure (an age, minutes): sorted, a from–to header filter, a fixed width. */
export const narrowFigure = (key: string, width: number, minWidth: number) => ({
  sortable: true,
  ...filterBy.range(key),
  width,
  minWidth,
  flex: 0,
});

/** A catalog's name column: sorted, filtered ("contains") and edited in the cell. */
export function nameCol<Row>(headerName: string, extra: Extra<Row> = {}): ColDef<Row> {
  return {
    field: "name" as ColDefField<Row>,
    headerName,
    ...sortedText("name"),
    minWidth: 180,
    flex: 1,
    ...textEditor(120),
    ...extra,
  };
}

/** Booking duration in minutes: `90 menit` ("-" when missing, blank on pinned total rows). */
export function durationCol<Row>(
  field: ColDefField<Row>,
  headerName: string,
  extra: Extra<Row> = {},
): ColDef<Row> {
  return numberCol(field, headerName, {
    valueFormatter: formatNonEmpty((v) => `${formatNumber(v as number)} menit`),
    ...extra,
  });
}

/** Calendar date column (`YYYY-MM-DD` from the API): `03/03/2025`. */
export const dateCol = typedCol("date");

/**
 * Enum column (refund status, SP status, gender…): shows `labels[value]` (or the value), and
 * when made `editable` offers exactly `values` in an open list (SelectListEditor) showing the
 * same labels.
 */
export function enumCol<Row, V extends string = string>(
  field: ColDefField<Row>,
  headerName: string,
  values: readonly V[],
  labels?: Partial<Record<V, string>>,
  extra: Extra<Row> = {},
): ColDef<Row> {
  // own keys only: a value named like an Object.prototype member is shown as written
  const label = (v: unknown) =>
    (labels && Object.hasOwn(labels, String(v)) ? labels[v as V] : undefined) ?? String(v);
  return {
    field,
    headerName,
    minWidth: 100,
    valueFormatter: formatNonEmpty(label),
    cellEditor: SelectListEditor,
    cellEditorPopup: true,
    cellEditorParams: { values: [...values], formatValue: label },
    ...extra,
  };
}

/**
 * Actions column. Default renderer: ActionsCell (detail / edit / delete icon buttons, each shown
 * when its callback is given). Pass `cellRenderer` for feature buttons ('Lihat Detail',
 * 'Export PDF'); they get `actions` as props too and keyboard reach through Enter/Tab.
 */
export function actionsCol<Row>(
  actions: RowActions<Row> & Record<string, unknown> = {},
  extra: Extra<Row> = {},
): ColDef<Row> {
  const shown = ["onDetail", "onEdit", "onDelete"].filter((k) => actions[k]).length;
  return {
    ...(columnTypes.actions as ColDef<Row>),
    // 28 px per icon button + padding, so three buttons never clip.
    ...(extra.cellRenderer ? {} : { width: Math.max(70, 28 * shown + 26) }),
    cellRendererParams: actions,
    ...extra,
  };
}

/**
 * Aksi column of text buttons ('Lihat Detail', 'Export Monthly'): pinned right, sized for the
 * button texts (about 7 px per character plus padding), pinned total rows left empty.
 */
export function textActionsCol<Row>(
  buttons: TextAction<Row>[],
  extra: Extra<Row> = {},
): ColDef<Row> {
  // an icon-only button (`icon`) has no text: its 24 px and the gap are the 30 px per button
  const chars = buttons.reduce((n, b) => n + (b.icon ? 0 : b.text.length), 0);
  return {
    ...(columnTypes.actions as ColDef<Row>),
    width: Math.max(110, chars * 7 + buttons.length * 30 + 16),
    cellRenderer: TextActionsCell,
    cellRendererParams: { buttons },
    ...extra,
  };
}

/** Weekly period column `23/12/2024 - 29/12/2024` from start_date / end_date (sorts by start). */
export function periodCol<Row extends { start_date: string; end_date: string }>(
  headerName = "Periode",
  extra: Extra<Row> = {},
): ColDef<Row> {
  return {
    colId: "start_date",
    field: "start_date" as ColDefField<Row>,
    headerName,
    minWidth: 200,
    valueFormatter: formatNonEmpty<Row>((v) => String(v)),
    valueGetter: (p) => (p.data ? formatPeriod(p.data.start_date, p.data.end_date) : null),
    cellStyle: { fontVariantNumeric: "tabular-nums" },
    ...extra,
  };
}
