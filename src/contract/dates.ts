// Dates as Indonesians type them (RULES.md D4): day first, `dd/mm/yyyy`. The one parser behind
// every date input (the form's DateField, the range filters) and the form schemas: what a user
// typed becomes a calendar date `YYYY-MM-DD`, or is refused with a fragment that says why — it
// never guesses and never falls back to today. No zod, so pages import it free.
//
// Read:    `4/5/2026`, `04/05/2026`, `04-05-2026`, `04.05.2026` → 4 May 2026 (day, month, year);
//          `2026-05-04` (year first, as the wire and spreadsheets write it) → 4 May 2026.
// Refused: `31/02/2026` (not in the calendar), `4/5/26` (a two-digit year), `kemarin`, `05/13/2026`
//          (no 13th month: day-first, never read month-first), years outside 2000–2100, blank.
import { monthLabel } from "./payout-values";

export type DateParse = { ok: true; value: string } | { ok: false; message: string };

/** The years a date may fall in: `0001-01-01` and `9999-12-31` are typos, not bookings. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

export const DATE_MESSAGES = {
  required: "wajib diisi",
  format: "tulis tanggal sebagai dd/mm/yyyy, contoh 04/05/2026",
  month: "bulan harus 1 sampai 12",
  year: `tahun harus antara ${MIN_YEAR} dan ${MAX_YEAR}`,
  /** 31/02/2026 → "tanggal 31 tidak ada di Februari 2026" */
  day: (day: number, month: string) => `tanggal ${day} tidak ada di ${monthLabel(month)}`,
} as const;

const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  month === 2 && leap(year) ? 29 : MONTH_DAYS[month - 1];

/** `"4/5/2026"` → `"2026-05-04"`; see DATE_MESSAGES for what is refused. Blank is refused. */
export function parseDate(typed: string): DateParse {
  const s = typed.trim();
  if (s === "") return fail(DATE_MESSAGES.required);
  let m = DAY_FIRST.exec(s);
  if (m) return calendarDate(Number(m[4]), Number(m[3]), Number(m[1]));
  m = YEAR_FIRST.exec(s);
  if (m) return calendarDate(Number(m[1]), Number(m[3]), Number(m[4]));
  return fail(DATE_MESSAGES.format);
}

function calendarDate(year: number, month: number, day: number): DateParse {
  if (year < MIN_YEAR || year > MAX_YEAR) return fail(DATE_MESSAGES.year);
  if (month < 1 || month > 12) return fail(DATE_MESSAGES.month);
  if (day < 1 || day > daysIn(year, month))
    return fail(DATE_MESSAGES.day(day, `${pad(year, 4)}-${pad(month)}`));
  return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

const fail = (message: string): DateParse => ({ ok: false, message });

/** Whether `s` is `YYYY-MM-DD` and a day of the calendar (`2026-02-31` is not). */
export function isCalendarDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `"2026-05-04"` → `"04/05/2026"`: what a date input shows for a date ("" stays ""). */
export const dateShown = (iso: string) => (iso ? iso.split("-").reverse().join("/") : "");

/** Excel's day 0 (1899-12-30: its serial numbers count the phantom 29 Feb 1900). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const SERIAL = /^\d{5}(\.\d+)?$/;

/**
 * A date as a spreadsheet cell holds it: typed text (`parseDate`), a date cell (read as
 * `YYYY-MM-DD`), or an Excel serial number (45781 → 2025-05-04; a time of day is dropped). The
 * one place import reads a date; a serial outside 2000–2100 is refused like a typed year.
 */
export function parseSheetDate(cell: string | number): DateParse {
  const s = String(cell).trim();
  if (typeof cell !== "number" && !SERIAL.test(s)) return parseDate(s);
  const d = new Date(EXCEL_EPOCH_MS + Math.floor(Number(s)) * 86_400_000);
  if (Number.isNaN(d.getTime())) return fail(DATE_MESSAGES.format);
  return calendarDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}
