// The period of a list or report: two DateInputs ('Tanggal mulai' / 'Tanggal akhir', typed and
// shown as dd/mm/yyyy, each with the Indonesian calendar), bound to a list's `rangeAtom` (so
// `?start=` and `?end=` in the URL). Empty = open end (all time).
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
// An end applies when the user is done with it (Enter, leaving the box, a day picked). A date the
// parser cannot read, or an end before the start, is a message under the boxes and applies
// nothing: the figures stay those of the period shown (RULES.md D4: never dropped, never today).
import "./report.css";
import { useEffect, useState } from "react";
import { Button } from "@blueprintjs/core";
import { dateShown, parseDate } from "../../contract/dates";
import { DateInput } from "../form/DateInput";
import type { DateRange } from "./date-range";

export type { DateRange } from "./date-range";

const END_BEFORE_START = "'Sampai' tidak boleh sebelum 'Dari'";

type End = "start" | "end";
const LABELS: Record<End, { aria: string; placeholder: string; name: string }> = {
  start: { aria: "Tanggal mulai", placeholder: "Dari (dd/mm/yyyy)", name: "Dari" },
  end: { aria: "Tanggal akhir", placeholder: "Sampai (dd/mm/yyyy)", name: "Sampai" },
};

/** The period after the user is done with `typed` in one end, or the message refusing it. */
export function nextRange(
  range: DateRange,
  end: End,
  typed: string,
): { range: DateRange } | { error: string } {
  let day = "";
  if (typed.trim() !== "") {
    const parsed = parseDate(typed);
    if (!parsed.ok) return { error: `${LABELS[end].name}: ${parsed.message}` };
    day = parsed.value;
  }
  const next = { ...range, [end]: day };
  if (next.start && next.end && next.end < next.start) return { error: END_BEFORE_START };
  return { range: next };
}

export function DateRangeFilter(props: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
}) {
  const { start, end } = props.value;
  const [text, setText] = useState({ start: dateShown(start), end: dateShown(end) });
  const [errors, setErrors] = useState<Partial<Record<End, string>>>({});
  // the period changed elsewhere (the URL, 'Semua waktu', the other end): show it
  useEffect(() => setText((t) => ({ ...t, start: dateShown(start) })), [start]);
  useEffect(() => setText((t) => ({ ...t, end: dateShown(end) })), [end]);
  const done = (which: End, typed: string) => {
    const next = nextRange(props.value, which, typed);
    setErrors((e) => ({ ...e, [which]: "error" in next ? next.error : undefined }));
    if ("error" in next) return;
    if (next.range.start !== start || next.range.end !== end) props.onChange(next.range);
  };
  const box = (which: End) => (
    <DateInput
      ariaLabel={LABELS[which].aria}
      placeholder={LABELS[which].placeholder}
      value={text[which]}
      disabled={props.disabled}
      intent={errors[which] ? "danger" : "none"}
      onChange={(t) => setText((prev) => ({ ...prev, [which]: t }))}
      onDone={(t) => done(which, t)}
    />
  );
  return (
    <span className="kt-date-range" role="group" aria-label="Periode">
      <span className="kt-date-range-boxes">
        {box("start")}
        {box("end")}
        {(start || end) && (
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            text="Semua waktu"
            onClick={() => {
              setErrors({});
              props.onChange({ start: "", end: "" });
            }}
          />
        )}
      </span>
      {(["start", "end"] as const).map(
        (which) =>
          errors[which] && (
            <span key={which} role="alert" className="kt-date-range-error">
              {errors[which]}
            </span>
          ),
      )}
    </span>
  );
}
