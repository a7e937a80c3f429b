// The one rupiah box (RULES.md D8) behind every amount: the form's MoneyField, the kas balance and
// the money header filters. It holds the text as typed; digits typed into a grouped number are
// regrouped as you type (`1.500.000`) with the caret kept after the same digit, and anything the
// parser would have to guess (`1500000.50`, letters, a second comma) stays as typed so the form
// refuses it with the parser's message. On leaving the box a valid amount is shown grouped.
import { useLayoutEffect, useRef, type Ref } from "react";
import { InputGroup, Tag, type Intent } from "@blueprintjs/core";
import { parseRupiah, regroupTyping, rupiahText } from "../../contract/rupiah";

export interface MoneyInputProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  ariaLabel?: string;
  intent?: Intent;
  autoFocus?: boolean;
  /** A minus sign is part of the amount (kas); elsewhere the parser refuses it. */
  allowNegative?: boolean;
  small?: boolean;
  className?: string;
}

export function MoneyInput(props: MoneyInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const shown = props.value;
  // the caret is placed after React wrote the regrouped text
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null || !own.current || document.activeElement !== own.current) return;
    own.current.setSelectionRange(at, at);
    caret.current = null;
  });
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    const r = props.inputRef;
    if (typeof r === "function") r(el);
    else if (r) (r as { current: HTMLInputElement | null }).current = el;
  };
  return (
    <InputGroup
      id={props.id}
      name={props.name}
      className={props.className}
      small={props.small}
      inputMode={props.allowNegative ? "text" : "numeric"}
      autoComplete="off"
      aria-label={props.ariaLabel}
      leftElement={<Tag minimal>Rp</Tag>}
      placeholder={props.placeholder}
      autoFocus={props.autoFocus}
      value={shown}
      onChange={(e) => {
        const el = e.currentTarget;
        const next = regroupTyping(shown, el.value, el.selectionStart ?? el.value.length);
        caret.current = next.caret;
        props.onChange(next.text);
      }}
      onBlur={() => {
        const parsed = parseRupiah(shown, { allowNegative: props.allowNegative });
        if (parsed.ok && rupiahText(parsed.value) !== shown)
          props.onChange(rupiahText(parsed.value));
        props.onBlur?.();
      }}
      inputRef={setRef}
      intent={props.intent ?? "none"}
      style={{ fontVariantNumeric: "tabular-nums" }}
    />
  );
}
