// The one date box (RULES.md D4) behind every date a user types: the form's DateField and both
// ends of the report kit's DateRangeFilter. It holds the text as typed (dd/mm/yyyy, day first);
// the calendar button beside it writes a picked day into the same text. What the text means is
// the one date parser's (src/contract/dates.ts): a text it cannot read stays as typed, and the
// form or the filter refuses it with the parser's message — never today, never dropped. Leaving
// the box shows a date it reads as dd/mm/yyyy (`4/5/2026`, `2026-05-04` → `04/05/2026`).
// Not the browser's native date input: that follows the browser's language (mm/dd/yyyy in an
// English Chromium), where 03/04 is ambiguous to an Indonesian accountant.
import { Button, InputGroup, type Intent } from "@blueprintjs/core";
import { lazy, Suspense, useRef, useState, type Ref } from "react";
import { dateShown, parseDate } from "../../contract/dates";

// The calendar (Blueprint's Popover and DatePicker, react-day-picker, date-fns) loads with
// import() on the first hover or click of its button: pages with a date box do not carry it.
const loadCalendar = () => import("./DateCalendar");
const DateCalendar = lazy(loadCalendar);

export interface DateInputProps {
  id?: string;
  name?: string;
  /** The text as typed. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The user is done with `text`: Enter, leaving the box, or a day picked in the calendar. */
  onDone?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  ariaLabel?: string;
  placeholder?: string;
  intent?: Intent;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The shown form of a text the parser reads (`4/5/2026` → `04/05/2026`); else the text. */
const tidy = (text: string) => {
  const parsed = parseDate(text);
  return parsed.ok ? dateShown(parsed.value) : text;
};

export function DateInput(props: DateInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    const r = props.inputRef;
    if (typeof r === "function") r(el);
    else if (r) (r as { current: HTMLInputElement | null }).current = el;
  };
  /** The text is final: shown tidy, and handed on. */
  const done = (text: string) => {
    const shown = tidy(text);
    if (shown !== props.value) props.onChange(shown);
    props.onDone?.(shown);
  };
  const parsed = parseDate(props.value);
  const toggle = () => {
    setWanted(true);
    setOpen((o) => !o);
  };
  // out of the Tab order: Tab goes from box to box (the date is typed); Alt+↓ in the box opens
  // the calendar from the keyboard
  const button = (
    <Button
      variant="minimal"
      icon="calendar"
      aria-label="Pilih di kalender"
      title="Pilih di kalender (Alt+↓)"
      tabIndex={-1}
      disabled={props.disabled}
      onMouseEnter={() => void loadCalendar()}
      onClick={toggle}
    />
  );
  const calendar = wanted ? (
    <Suspense fallback={button}>
      <DateCalendar
        button={button}
        isOpen={open}
        value={parsed.ok ? parsed.value : ""}
        onClose={() => setOpen(false)}
        onPick={(iso) => {
          setOpen(false);
          own.current?.focus();
          done(dateShown(iso));
        }}
      />
    </Suspense>
  ) : (
    button
  );
  return (
    <InputGroup
      id={props.id}
      name={props.name}
      inputRef={setRef}
      aria-label={props.ariaLabel}
      placeholder={props.placeholder ?? "dd/mm/yyyy"}
      autoComplete="off"
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      intent={props.intent ?? "none"}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") done(e.currentTarget.value);
        if (e.key === "ArrowDown" && e.altKey) {
          e.preventDefault();
          toggle();
        }
      }}
      onBlur={(e) => {
        done(e.currentTarget.value);
        props.onBlur?.();
      }}
      rightElement={calendar}
      style={{ fontVariantNumeric: "tabular-nums" }}
    />
  );
}
