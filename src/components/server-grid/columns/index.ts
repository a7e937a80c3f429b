// Columns: what every part of the grid kit says about a column — its key, the default column and
// the shared column types, the empty-value formatter ("-", blank on pinned total rows) and the
// grid's page context (row numbers). The kit's lowest floor: it imports no other part of the kit.
export { emptyValueFormatter, formatNonEmpty, type GridPageContext } from "./cell-format";
export { colKey, useColumnTypes, useDefaultColDef } from "./column-defaults";
export { chosenColumns, type ChosenColumnsContext } from "./chosen-columns";
export { typedCellOf, type CellParse, type TypedCellParams } from "./typed-cell";
