// Cell editor for a column with a fixed set of values (refund status, SP status, category): a
// list that is open the moment editing starts (double-click, Enter, F2). Arrow keys move the
// choice, Enter saves it, a click saves the clicked one, and ONE Escape cancels — AG Grid's
// select editor needs two (the first only closes its dropdown). Enter, Escape and Tab are left
// to the grid (the popup forwards them to the cell), so saving and cancelling stay the grid's.
// Column: { cellEditor: SelectListEditor, cellEditorPopup: true,
//           cellEditorParams: { values, formatValue } }
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import type { CustomCellEditorProps } from "ag-grid-react";

interface SelectListEditorParams {
  values: readonly unknown[];
  formatValue?: (value: unknown) => string;
}

type Props = CustomCellEditorProps & SelectListEditorParams;

const LIST: CSSProperties = {
  listStyle: "none",
  margin: 0,
  padding: 4,
  minWidth: 160,
  background: "var(--ag-background-color, #fff)",
  boxShadow: "0 2px 8px rgba(16, 22, 26, 0.25)",
  borderRadius: 4,
  outline: "none",
};
const OPTION: CSSProperties = { padding: "6px 10px", borderRadius: 3, cursor: "pointer" };
const ACTIVE: CSSProperties = { ...OPTION, background: "#2d72d2", color: "#fff" };

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function SelectListEditor(props: Props) {
  const { values, formatValue = String, value, onValueChange, stopEditing } = props;
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() => Math.max(0, values.indexOf(value)));

  useEffect(() => {
    // AG Grid wraps a popup editor in an unnamed role=dialog: name it after the column
    list.current
      ?.closest(".ag-popup-editor")
      ?.setAttribute("aria-label", `Ubah ${props.colDef.headerName ?? ""}`.trim());
    list.current?.focus();
  }, [props.colDef.headerName]);

  const choose = (i: number) => {
    setActive(i);
    onValueChange(values[i]);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return; // Enter / Escape / Tab: the grid saves, cancels or moves on
    e.preventDefault();
    e.stopPropagation();
    choose(move(active, values.length));
  };

  return (
    <ul
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label={props.colDef.headerName}
      aria-activedescendant={`kt-select-option-${active}`}
      className="kt-select-list-editor"
      style={LIST}
      onKeyDown={onKeyDown}
    >
      {values.map((v, i) => (
        <li
          key={String(v)}
          id={`kt-select-option-${i}`}
          role="option"
          aria-selected={i === active}
          style={i === active ? ACTIVE : OPTION}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            choose(i);
            // the grid reads the value when editing stops: let onValueChange land first
            setTimeout(() => stopEditing(), 0);
          }}
        >
          {formatValue(v)}
        </li>
      ))}
    </ul>
  );
}
