// Calendar rules of RULES.md D4. Dates are plain `YYYY-MM-DD` strings in the agency zone.

export const AGENCY_TIME_ZONE = "Asia/Jakarta";

/** Today's date in the given zone as YYYY-MM-DD. */
export function todayIn(timeZone = AGENCY_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export const currentMonthIn = (timeZone = AGENCY_TIME_ZONE, now = new Date()) =>
  todayIn(timeZone, now).slice(0, 7);

const toUtc = (date: string) => new Date(date + "T00:00:00Z");
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Monday of the week holding `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const dow = toUtc(date).getUTCDay(); // 0 = Sunday
  return addDays(date, dow === 0 ? -6 : 1 - dow);
}

export const weekEnd = (date: string) => addDays(weekStart(date), 6);

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, "0")}` };
}
