// 'Dari' / 'Sampai' date inputs for a report's period, bound to a list's `rangeAtom` (so `?start=`
// and `?end=` in the URL). Empty = open end (all time). A start after the end is not sent: the
// inputs limit each other.
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
// `calendar`: one Blueprint DateRangeInput (dd/MM/yyyy, Indonesian calendar) instead of the two
// native inputs — the order list's filter (issue: Blueprint date range input, id-ID).
// The calendar (@blueprintjs/datetime) loads with import() when first shown; until it arrives
// two read-only inputs with the same labels and value paint in its place.
import "./report.css";
import { lazy, Suspense } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { toShown, type DateRange } from "./date-range";

export type { DateRange } from "./date-range";

const DateRangeCalendar = lazy(() => import("./DateRangeCalendar"));

function CalendarPlaceholder({ value }: { value: DateRange }) {
  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <InputGroup
        readOnly
        aria-label="Tanggal mulai"
        placeholder="Dari (dd/mm/yyyy)"
        value={toShown(value.start)}
      />
      <InputGroup
        readOnly
        aria-label="Tanggal akhir"
        placeholder="Sampai (dd/mm/yyyy)"
        value={toShown(value.end)}
      />
    </span>
  );
}

export function DateRangeFilter(props: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
  calendar?: boolean;
}) {
  const { start, end } = props.value;
  if (props.calendar) {
    return (
      <span
        className="kt-date-range"
        role="group"
        aria-label="Periode"
        style={{ display: "inline-flex", alignItems: "center", gap: 6 }}
      >
        <Suspense fallback={<CalendarPlaceholder value={props.value} />}>
          <DateRangeCalendar
            value={props.value}
            onChange={props.onChange}
            disabled={props.disabled}
          />
        </Suspense>
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
  return (
    <span
      className="kt-date-range"
      role="group"
      aria-label="Periode"
      style={{ display: "inline-flex", alignItems: "center", gap: 6, flexWrap: "wrap" }}
    >
      <label>
        <span>Dari</span>
        <InputGroup
          type="date"
          aria-label="Tanggal mulai"
          value={start}
          max={end || undefined}
          disabled={props.disabled}
          onValueChange={(v) => props.onChange({ start: v, end })}
        />
      </label>
      <label>
        <span>Sampai</span>
        <InputGroup
          type="date"
          aria-label="Tanggal akhir"
          value={end}
          min={start || undefined}
          disabled={props.disabled}
          onValueChange={(v) => props.onChange({ start, end: v })}
        />
      </label>
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
