// The period of a list or report: one Blueprint DateRangeInput ('Tanggal mulai' / 'Tanggal akhir',
// typed and shown as dd/MM/yyyy with the Indonesian calendar), bound to a list's `rangeAtom` (so
// `?start=` and `?end=` in the URL). Empty = open end (all time).
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
// Not the browser's native date inputs: those follow the browser's language (mm/dd/yyyy in an
// English Chromium), where 03/04 is ambiguous to an Indonesian accountant.
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
}) {
  const { start, end } = props.value;
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
