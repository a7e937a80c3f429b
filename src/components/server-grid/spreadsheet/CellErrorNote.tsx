// The server's refusal shown at the cell that caused it: a small note under the cell (the cell
// itself gets a red outline through the `kt-cell-error` class). Announced politely; it goes
// away when focus moves to another cell or the next edit starts.
import { useLayoutEffect, useState, type RefObject } from "react";
import type { CellError } from "./use-cell-edits";

interface Props {
  error: CellError | null;
  container: RefObject<HTMLDivElement | null>;
}

export function CellErrorNote({ error, container }: Props) {
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const box = container.current;
    if (!error || !box) return setPos(null);
    const cell = box.querySelector(
      `.ag-row[row-id="${CSS.escape(error.rowId)}"] .ag-cell[col-id="${CSS.escape(error.colId)}"]`,
    );
    const outer = box.getBoundingClientRect();
    const r = cell?.getBoundingClientRect();
    setPos(r ? { top: r.bottom - outer.top + 2, left: r.left - outer.left } : { top: 0, left: 0 });
  }, [error, container]);
  if (!error) return null;
  return (
    <div className="kt-cell-error-note" role="status" aria-live="polite" style={pos ?? undefined}>
      {error.message}
    </div>
  );
}
