// The period of a list or report: one Blueprint DateRangeInput ('Tanggal mulai' / 'Tanggal akhir',
// typed and shown as dd/MM/yyyy with the Indonesian calendar), bound to a list's `rangeAtom` (so
// `?start=` and `?end=` in the URL). Empty = open end (all time).
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
// Not the browser's native date inputs: those follow the browser's language (mm/dd/yyyy in an
// English Chromium), where 03/04 is ambiguous to an Indonesian accountant.
// The calendar (@blueprintjs/datetime, ~56 KB gzip with its CSS) loads with import() once the
// page's first rows are in (`whenIdle`) or when a date box is first focused; until it arrives two
// read-only inputs with the same labels and value paint in its place, and the focused one hands
// its focus to the real input.
import "./report.css";
import { lazy, Suspense, useEffect, useRef, type FocusEvent, type RefObject } from "react";
import { useAfterFirstView } from "../../client/lib/use-after-first-view";
import { Button, InputGroup } from "@blueprintjs/core";
import { toShown, type DateRange } from "./date-range";

export type { DateRange } from "./date-range";

const DateRangeCalendar = lazy(() => import("./DateRangeCalendar"));

function CalendarPlaceholder(props: {
  value: DateRange;
  /** A box took the focus: the real input of that label should have it once it is there. */
  claim: (label: string) => void;
  release: () => void;
}) {
  const { value } = props;
  const onFocus = (e: FocusEvent<HTMLInputElement>) =>
    props.claim(e.currentTarget.getAttribute("aria-label") ?? "");
  // the user moved on before the calendar came (to another control, or a click on nothing, where
  // the page keeps the focus): it must not take the focus. Not so for a switch to another window
  // (the box has it back on return), nor for a placeholder Suspense removes: that blurs nothing,
  // its focus falls to the body
  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    const inBox = e.currentTarget.closest(".kt-date-range")?.contains(e.relatedTarget);
    if (!inBox && (e.relatedTarget || document.hasFocus())) props.release();
  };
  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <InputGroup
        readOnly
        aria-label="Tanggal mulai"
        placeholder="Dari (dd/mm/yyyy)"
        value={toShown(value.start)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <InputGroup
        readOnly
        aria-label="Tanggal akhir"
        placeholder="Sampai (dd/mm/yyyy)"
        value={toShown(value.end)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </span>
  );
}

/**
 * Mounted with the calendar: gives the focus to the input whose placeholder had it — still in the
 * box, or lost with the placeholder (Suspense mounts its fallback anew while the chunk loads, and
 * a removed element's focus falls to the body without a blur).
 */
function TakeFocus(props: { box: RefObject<HTMLSpanElement | null>; label: RefObject<string> }) {
  useEffect(() => {
    const label = props.label.current;
    const box = props.box.current;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!label || !box || !(lost || box.contains(active))) return;
    box.querySelector<HTMLInputElement>(`input[aria-label="${label}"]:not([readonly])`)?.focus();
  }, [props.box, props.label]);
  return null;
}

export function DateRangeFilter(props: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
}) {
  const { start, end } = props.value;
  const [wanted, wantNow] = useAfterFirstView();
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef("");
  // A click elsewhere while the calendar loads gives up the box's claim. The blur cannot say so
  // when the claim itself swapped the placeholder for Suspense's (its focus fell to the body
  // without a blur): a click on nothing then left the claim, and the calendar took the focus.
  useEffect(() => {
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) focused.current = "";
    };
    document.addEventListener("pointerdown", away, true);
    return () => document.removeEventListener("pointerdown", away, true);
  }, []);
  const placeholder = (
    <CalendarPlaceholder
      value={props.value}
      claim={(label) => {
        focused.current = label;
        wantNow();
      }}
      release={() => (focused.current = "")}
    />
  );
  return (
    <span
      ref={box}
      className="kt-date-range"
      role="group"
      aria-label="Periode"
      style={{ display: "inline-flex", alignItems: "center", gap: 6 }}
    >
      {wanted ? (
        <Suspense fallback={placeholder}>
          <DateRangeCalendar
            value={props.value}
            onChange={props.onChange}
            disabled={props.disabled}
          />
          <TakeFocus box={box} label={focused} />
        </Suspense>
      ) : (
        placeholder
      )}
      {(start || end) && (
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          text="Semua waktu"
          onClick={() => props.onChange({ start: "", end: "" })}
        />
      )}
    </span>
  );
}
