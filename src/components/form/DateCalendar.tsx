// The calendar of DateInput: Blueprint's DatePicker with the Indonesian month and day names, in a
// popover on the box's calendar button. Its own module, loaded with import() on the button's
// first hover or click: @blueprintjs/datetime, react-day-picker and date-fns (~50 KB gzip) and
// the popover stay off the pages' first load (bundle budget).
import { Popover } from "@blueprintjs/core";
import { DatePicker } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import idLocale from "date-fns/locale/id";
import type { ReactElement } from "react";
import { MIN_YEAR } from "../../contract/dates";

const pad = (n: number) => String(n).padStart(2, "0");
/** The calendar's local day as YYYY-MM-DD (never through UTC, which may be the day before). */
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export default function DateCalendar(props: {
  button: ReactElement;
  isOpen: boolean;
  /** YYYY-MM-DD, or "" when the box holds no date the parser reads. */
  value: string;
  onClose: () => void;
  /** A day picked (YYYY-MM-DD), or "" for 'Hapus'. */
  onPick: (iso: string) => void;
}) {
  const now = new Date();
  // the calendar walks 2000 to the end of next year; a date typed beyond stays valid (the
  // parser's years), the calendar then opens on today's month
  const min = new Date(MIN_YEAR, 0, 1);
  const max = new Date(now.getFullYear() + 1, 11, 31);
  const value = props.value ? new Date(`${props.value}T00:00:00`) : null;
  const shown = value && value >= min && value <= max ? value : null;
  return (
    <Popover
      isOpen={props.isOpen}
      placement="bottom-end"
      onInteraction={(next) => {
        if (!next) props.onClose();
      }}
      content={
        <DatePicker
          value={shown}
          onChange={(day, isUserChange) => {
            if (isUserChange) props.onPick(day ? toDay(day) : "");
          }}
          locale={idLocale}
          minDate={min}
          maxDate={max}
          // Blueprint greys the other months' days below the contrast a reader needs (axe,
          // color-contrast): the month shows its own days only
          dayPickerProps={{ showOutsideDays: false }}
          highlightCurrentDay
          showActionsBar
          todayButtonText="Hari ini"
          clearButtonText="Hapus"
        />
      }
    >
      {props.button}
    </Popover>
  );
}
