// The columns a file holds: every column the user has not hidden by choice (the column chooser,
// a saved view) or the column's own declaration, in the screen's order — whatever the window's
// width hides for room (a `secondary` column below 1400 px, a phone's row number), RULES.md D5.
// BaseGrid puts the user's choice on the grid's context (`isChosen`); every export reads the
// columns here, whichever endpoint writes the file.
import type { Column, GridApi } from "ag-grid-community";

/** What BaseGrid adds to the grid's context: the column is shown by choice, at any width. */
export interface ChosenColumnsContext {
  isChosen?: (colId: string) => boolean;
}

/** Left-pinned columns first, right-pinned last, as on screen. */
const pinOf = (col: Column) => {
  const pinned = col.getPinned();
  return pinned === "left" || pinned === true ? 0 : pinned === "right" ? 2 : 1;
};

export function chosenColumns<Row>(api: GridApi<Row>): Column[] {
  const isChosen = (api.getGridOption("context") as ChosenColumnsContext | undefined)?.isChosen;
  // the grid's own column order (hidden ones too), grouped the way the screen pins them
  return api
    .getAllGridColumns()
    .filter((col) => col.isVisible() || isChosen?.(col.getColId()) === true)
    .map((col, i) => ({ col, i }))
    .sort((a, b) => pinOf(a.col) - pinOf(b.col) || a.i - b.i)
    .map(({ col }) => col);
}
