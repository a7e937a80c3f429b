// Month and year selects for the monthly reports, bound to a list's `monthAtom` (so `?month=`
// in the URL): <MonthPicker value={month} onChange={setMonth} />. Values are YYYY-MM.
import "./report.css";
import { HTMLSelect } from "@blueprintjs/core";
import { MONTH_NAMES } from "../../contract/payout-values";

export function MonthPicker(props: {
  value: string;
  onChange: (month: string) => void;
  /** First and last year offered. Default: 5 years back to next year. */
  years?: [number, number];
  disabled?: boolean;
}) {
  const [y, m] = props.value.split("-").map(Number);
  const now = new Date().getFullYear();
  const [from, to] = props.years ?? [now - 5, now + 1];
  const years: number[] = [];
  for (let i = Math.min(from, y || now); i <= Math.max(to, y || now); i++) years.push(i);
  const emit = (year: number, month: number) =>
    props.onChange(`${year}-${String(month).padStart(2, "0")}`);
  return (
    <span className="kt-month-picker" style={{ display: "inline-flex", gap: 6 }}>
      <HTMLSelect
        aria-label="Bulan"
        value={m || 1}
        disabled={props.disabled}
        onChange={(e) => emit(y || now, Number(e.currentTarget.value))}
        options={MONTH_NAMES.map((label, i) => ({ value: i + 1, label }))}
      />
      <HTMLSelect
        aria-label="Tahun"
        value={y || now}
        disabled={props.disabled}
        onChange={(e) => emit(Number(e.currentTarget.value), m || 1)}
        options={years.map((v) => ({ value: v, label: String(v) }))}
      />
    </span>
  );
}
