// In-cell editor of an amount (Harga) or a whole number (Umur): it holds the text exactly as
// typed — the rupiah box is the dialogs' own MoneyInput, regrouping digits as they are typed —
// and hands that text to the grid. The spreadsheet reads it with the column's `parse` (the
// dialog field's schema: the rupiah parser, its bound and its messages) and either saves that
// value or shows the refusal under the cell, so what is saved is what the user saw. (AG Grid's
// number editor dropped a typed "." and the key after it: `1.500.000` was saved as 10000.)
// Column: grids/editors.ts `rupiahEditor(field)` / `wholeNumberEditor(field)`.
import { useLayoutEffect, useRef, useState } from "react";
import { InputGroup } from "@blueprintjs/core";
import type { CustomCellEditorProps } from "ag-grid-react";
import { rupiahText } from "../../src/contract/rupiah";
import { MoneyInput } from "../../src/components/form/MoneyInput";
import type { TypedCellParams } from "../../src/components/server-grid";

export interface AmountEditorParams extends TypedCellParams {
  /** rupiah: grouped as typed (`1.500.000`), shown with "Rp"; whole: digits as typed. */
  kind: "rupiah" | "whole";
}

type Props = CustomCellEditorProps & AmountEditorParams;

/** What the box holds when editing starts: the key typed, nothing (Backspace), or the value. */
function startText(p: Pick<Props, "eventKey" | "value" | "kind">): string {
  if (p.eventKey?.length === 1) return p.eventKey;
  if (p.eventKey === "Backspace" || p.eventKey === "Delete") return "";
  if (p.value === null || p.value === undefined) return "";
  return p.kind === "rupiah" ? rupiahText(p.value as number) : String(p.value);
}

const FILL = { width: "100%", height: "100%", display: "flex", alignItems: "center" } as const;

export function AmountCellEditor(props: Props) {
  const { kind, onValueChange, colDef } = props;
  const [text, setText] = useState(() => startText(props));
  const change = (next: string) => {
    setText(next);
    onValueChange(next);
  };
  const input = useRef<HTMLInputElement | null>(null);
  // Enter opens the value selected (typing replaces it), F2 and a typed key put the caret after
  const selectAll = useRef(props.eventKey === null || props.eventKey === "Enter");

  useLayoutEffect(() => {
    // the grid reads the text when editing stops: the key that opened the editor counts too
    onValueChange(text);
    // the field's schema loads while the user types (its first use waits for it otherwise)
    void props.parse(text);
    const el = input.current;
    if (!el) return;
    el.focus();
    if (selectAll.current) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the editor opens
  }, []);

  const label = `Ubah ${colDef.headerName ?? ""}`.trim();
  return (
    <div style={FILL} className="kt-amount-editor">
      {kind === "rupiah" ? (
        <MoneyInput
          small
          value={text}
          onChange={change}
          inputRef={input}
          ariaLabel={label}
          className="kt-amount-editor-input"
        />
      ) : (
        <InputGroup
          small
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          inputRef={input}
          className="kt-amount-editor-input"
          style={{ fontVariantNumeric: "tabular-nums" }}
        />
      )}
    </div>
  );
}
