// 'Dari' / 'Sampai' date inputs for a report's period, bound to a list's `rangeAtom` (so `?start=`
// and `?end=` in the URL). Empty = open end (all time). A start after the end is not sent: the
// inputs limit each other.
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
// `calendar`: one Blueprint DateRangeInput (dd/MM/yyyy, Indonesian calendar) instead of the two
// native inputs — the order list's filter (issue: Blueprint date range input, id-ID).
import "./report.css";
import { Button, InputGroup } from "@blueprintjs/core";
import { DateRangeInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import idLocale from "date-fns/locale/id";

export interface DateRange {
  start: string;
  end: string;
}

const toDate = (d: string) => (d ? new Date(`${d}T00:00:00`) : null);
const pad = (n: number) => String(n).padStart(2, "0");
/** The calendar's local day as YYYY-MM-DD (never through UTC, which may be the day before). */
const toDay = (d: Date | null) =>
  d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : "";

export function DateRangeFilter(props: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
  calendar?: boolean;
}) {
  const { start, end } = props.value;
  if (props.calendar) {
    const now = new Date();
    return (
      <span
        className="kt-date-range"
        role="group"
        aria-label="Periode"
        style={{ display: "inline-flex", alignItems: "center", gap: 6 }}
      >
        <DateRangeInput
          value={[toDate(start), toDate(end)]}
          onChange={([a, b]) => props.onChange({ start: toDay(a), end: toDay(b) })}
          dateFnsFormat="dd/MM/yyyy"
          locale={idLocale}
          allowSingleDayRange
          shortcuts={false}
          disabled={props.disabled}
          minDate={new Date(now.getFullYear() - 10, 0, 1)}
          maxDate={new Date(now.getFullYear() + 1, 11, 31)}
          startInputProps={{ "aria-label": "Tanggal mulai", placeholder: "Dari (dd/mm/yyyy)" }}
          endInputProps={{ "aria-label": "Tanggal akhir", placeholder: "Sampai (dd/mm/yyyy)" }}
        />
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
