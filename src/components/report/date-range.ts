// The period value of DateRangeFilter: `YYYY-MM-DD` ends, "" for an open end.
export interface DateRange {
  start: string;
  end: string;
}

/** YYYY-MM-DD → dd/MM/yyyy, as the date boxes show it. */
export { dateShown as toShown } from "../../contract/dates";
