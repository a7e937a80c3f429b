// The period value of DateRangeFilter and the day conversions its calendar needs.
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangeInputProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
}

export const toDate = (d: string) => (d ? new Date(`${d}T00:00:00`) : null);
const pad = (n: number) => String(n).padStart(2, "0");
/** The calendar's local day as YYYY-MM-DD (never through UTC, which may be the day before). */
export const toDay = (d: Date | null) =>
  d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : "";
/** YYYY-MM-DD → dd/MM/yyyy, as the calendar shows it (the placeholder before it loads). */
export const toShown = (d: string) => (d ? d.split("-").reverse().join("/") : "");
