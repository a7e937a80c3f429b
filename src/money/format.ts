// Display formatting of RULES.md D4: money `Rp 1.500.000`, dates `03/03/2025` in grids and
// `Senin, 3 Maret 2025` in headings. Pure functions, safe in Node (unit tests) and the browser.
import { AGENCY_TIME_ZONE } from "./time";

import { EMPTY } from "./empty";
export { EMPTY };

type Numeric = number | bigint | string;

/**
 * A formatter made on its first call and kept: building an Intl formatter costs milliseconds
 * (ICU data), and this module loads with the first screen, most of whose formatters that screen
 * never uses — none is built while the module's chunk loads.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Both digit options are required: older ICU data defaults IDR to two decimals and throws on
// `maximumFractionDigits: 0` alone. The output has U+00A0 (no-break space) after `Rp`, so the
// amount never wraps away from its currency sign — keep it.
const rupiah = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.NumberFormat("id-ID", {
      style: "currency",
      currency: "IDR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

const numberFormats = /* @__PURE__ */ new Map<number, Intl.NumberFormat>();
function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let f = numberFormats.get(maximumFractionDigits);
  if (!f) {
    f = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 0, maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, f);
  }
  return f;
}

const isBlank = (v: unknown): v is null | undefined | "" =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** A value Intl can format exactly: numbers, bigints and integer/decimal strings (int8 as text). */
function toNumeric(v: Numeric): number | bigint | null {
  if (typeof v === "bigint") return v;
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  const s = v.trim();
  if (/^-?\d+$/.test(s)) return BigInt(s);
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** `Rp 1.500.000` (U+00A0 after Rp); `-` for null, undefined, '' or a non-number. */
export function formatRupiah(n: Numeric | null | undefined): string {
  if (isBlank(n)) return EMPTY;
  const v = toNumeric(n);
  return v === null ? EMPTY : rupiah().format(v);
}

const compact = /* @__PURE__ */ onFirstUse(
  () => new Intl.NumberFormat("id-ID", { notation: "compact", maximumFractionDigits: 1 }),
);

/**
 * `Rp 1,5 jt`, `Rp 250 rb`, `Rp 2 M`: a chart axis's short rupiah, never a figure to read off
 * (tooltips and tables show `formatRupiah`'s exact amount).
 */
export function formatRupiahShort(n: number): string {
  return `Rp\u00a0${compact().format(n)}`;
}

/** `1.234.567` (id-ID grouping, no decimals unless asked); `-` for empty values. */
export function formatNumber(n: Numeric | null | undefined, maximumFractionDigits = 0): string {
  if (isBlank(n)) return EMPTY;
  const v = toNumeric(n);
  return v === null ? EMPTY : numberFormat(maximumFractionDigits).format(v);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date a value names, as a UTC-midnight Date so no time-zone shift can move it.
 * `YYYY-MM-DD` is a calendar date in the agency zone and is taken as is; a full timestamp (or a
 * Date) is an instant and is read in the agency time zone.
 */
function toCalendarDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const s = value.trim();
    const m = CALENDAR_DATE.exec(s);
    if (m) {
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      // Reject impossible dates such as 2025-02-30 instead of rolling them over.
      return d.toISOString().slice(0, 10) === s ? d : null;
    }
    if (s === "") return null;
    return toCalendarDate(new Date(s));
  }
  if (Number.isNaN(value.getTime())) return null;
  const ymd = agencyYmd().format(value);
  return toCalendarDate(ymd);
}

const agencyYmd = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: AGENCY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);
const shortDate = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const longDate = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const monthYear = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** `2025-03-03` → `03/03/2025` (grids); `-` for empty or invalid values. */
export function formatDateId(value: string | Date | null | undefined): string {
  const d = toCalendarDate(value);
  return d ? shortDate().format(d) : EMPTY;
}

/** `2025-03-03` → `Senin, 3 Maret 2025` (headings); `-` for empty or invalid values. */
export function formatDateLong(value: string | Date | null | undefined): string {
  const d = toCalendarDate(value);
  return d ? longDate().format(d) : EMPTY;
}

/** A weekly period `2025-03-03`..`2025-03-09` → `03/03/2025 - 09/03/2025`. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  if (isBlank(start) && isBlank(end)) return EMPTY;
  return `${formatDateId(start)} - ${formatDateId(end)}`;
}

/** A month key `2025-03` → `Maret 2025`. */
export function formatMonth(month: string | null | undefined): string {
  if (isBlank(month) || !/^\d{4}-\d{2}$/.test(month)) return EMPTY;
  const d = toCalendarDate(`${month}-01`);
  return d ? monthYear().format(d) : EMPTY;
}

const dateTime = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: AGENCY_TIME_ZONE,
    }),
);

/** An instant in the agency zone: `23/11/2026 18.05 WIB` (a document's or an audit entry's time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return EMPTY;
  return `${dateTime().format(d).replace(",", "")} WIB`;
}

/** A date range in headings: `Senin, 5 Oktober 2026 – Minggu, 11 Oktober 2026` (en dash). */
export function formatRangeLong(start: string, end: string): string {
  return `${formatDateLong(start)} \u2013 ${formatDateLong(end)}`;
}
