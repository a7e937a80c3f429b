// 'Dari' / 'Sampai' date inputs for a report's period, bound to a list's `rangeAtom` (so `?start=`
// and `?end=` in the URL). Empty = open end (all time). A start after the end is not sent: the
// inputs limit each other.
//   const [range, setRange] = useAtom(list.rangeAtom);
//   <DateRangeFilter value={range} onChange={setRange} />
import "./report.css";
import { Button, InputGroup } from "@blueprintjs/core";

export interface DateRange {
  start: string;
  end: string;
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
