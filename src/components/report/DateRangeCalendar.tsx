// The Blueprint DateRangeInput (dd/MM/yyyy, Indonesian calendar) behind DateRangeFilter's
// `calendar` variant. Its own module so @blueprintjs/datetime, react-day-picker and date-fns
// (~47 KB gzip) load with import() after the page paints (bundle budget, issue 13).
import { useLayoutEffect, useRef } from "react";
import { DateRangeInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import idLocale from "date-fns/locale/id";
import { toDate, toDay, type DateRangeInputProps } from "./date-range";

export default function DateRangeCalendar(props: DateRangeInputProps) {
  const { start, end } = props.value;
  const now = new Date();
  // Blueprint's renderTarget puts the popover's aria-expanded on a plain <div> (no role, so an
  // ARIA error: axe 'aria-allowed-attr', critical) and takes no targetProps there. Giving that
  // div the group role (which allows aria-expanded) is the one patch, here, for every date range.
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const target = box.current?.querySelector(":scope > .bp6-control-group");
    if (target && target.getAttribute("role") !== "group") {
      target.setAttribute("role", "group");
      target.setAttribute("aria-label", "Rentang tanggal");
    }
  });
  return (
    <span ref={box} className="kt-date-range-box">
      <DateRangeInput
        value={[toDate(start), toDate(end)]}
        onChange={([a, b]) => props.onChange({ start: toDay(a), end: toDay(b) })}
        dateFnsFormat="dd/MM/yyyy"
        locale={idLocale}
        allowSingleDayRange
        shortcuts={false}
        disabled={props.disabled}
        // The server's date bounds start in 2000 (older history stays reachable).
        minDate={new Date(2000, 0, 1)}
        maxDate={new Date(now.getFullYear() + 1, 11, 31)}
        startInputProps={{ "aria-label": "Tanggal mulai", placeholder: "Dari (dd/mm/yyyy)" }}
        endInputProps={{ "aria-label": "Tanggal akhir", placeholder: "Sampai (dd/mm/yyyy)" }}
      />
    </span>
  );
}
