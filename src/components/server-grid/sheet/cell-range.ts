// The rectangular cell range of the spreadsheet behaviour: an anchor cell (where Shift+arrows or
// Shift+click started) and the focused cell, by displayed row index and column id. Pure.
interface CellPos {
  rowIndex: number;
  colId: string;
}

export interface CellRange {
  anchor: CellPos;
  end: CellPos;
}

export interface RangeBounds {
  rows: [number, number];
  /** Column ids in on-screen order. */
  colIds: string[];
}

/** The rows and columns a range covers, given the displayed column ids in order. */
export function rangeBounds(range: CellRange, displayedColIds: readonly string[]): RangeBounds {
  const a = displayedColIds.indexOf(range.anchor.colId);
  const b = displayedColIds.indexOf(range.end.colId);
  const [c0, c1] = a < 0 || b < 0 ? [b, b] : [Math.min(a, b), Math.max(a, b)];
  return {
    rows: [
      Math.min(range.anchor.rowIndex, range.end.rowIndex),
      Math.max(range.anchor.rowIndex, range.end.rowIndex),
    ],
    colIds: c0 < 0 ? [] : displayedColIds.slice(c0, c1 + 1),
  };
}

export const isSingleCell = (r: CellRange) =>
  r.anchor.rowIndex === r.end.rowIndex && r.anchor.colId === r.end.colId;

export function inBounds(b: RangeBounds, rowIndex: number, colId: string): boolean {
  return rowIndex >= b.rows[0] && rowIndex <= b.rows[1] && b.colIds.includes(colId);
}
