// The date parser of every date box (RULES.md D4): what Indonesians type, day first, is one
// calendar date; anything else is refused with its message — never today, never guessed.
import { describe, expect, it } from "vitest";
import { DATE_MESSAGES as M, dateShown, isCalendarDate, parseDate } from "../../src/contract/dates";
import { dateText, typedDate } from "../../src/contract/common";
import { nextRange } from "../../src/components/report/DateRangeFilter";

const accepted: [string, string][] = [
  ["04/05/2026", "2026-05-04"],
  ["4/5/2026", "2026-05-04"],
  ["04-05-2026", "2026-05-04"],
  ["04.05.2026", "2026-05-04"],
  ["2026-05-04", "2026-05-04"],
  ["2026/05/04", "2026-05-04"],
  [" 04/05/2026 ", "2026-05-04"],
  ["29/02/2028", "2028-02-29"],
  ["29/02/2000", "2000-02-29"],
  ["31/12/2100", "2100-12-31"],
  ["01/01/2000", "2000-01-01"],
  ["31/01/2026", "2026-01-31"],
];

const refused: [string, string][] = [
  ["", M.required],
  ["   ", M.required],
  ["kemarin", M.format],
  ["hari ini", M.format],
  ["4/5/26", M.format],
  ["04/05/026", M.format],
  ["4/5-2026", M.format],
  ["04052026", M.format],
  ["4 / 5 / 2026", M.format],
  ["2026-5-4x", M.format],
  ["31/02/2026", "tanggal 31 tidak ada di Februari 2026"],
  ["29/02/2026", "tanggal 29 tidak ada di Februari 2026"],
  ["29/02/2100", "tanggal 29 tidak ada di Februari 2100"],
  ["31/04/2026", "tanggal 31 tidak ada di April 2026"],
  ["00/05/2026", "tanggal 0 tidak ada di Mei 2026"],
  ["2026-02-31", "tanggal 31 tidak ada di Februari 2026"],
  ["05/13/2026", M.month],
  ["04/00/2026", M.month],
  ["01/01/1999", M.year],
  ["01/01/2101", M.year],
  ["0001-01-01", M.year],
];

describe("parseDate", () => {
  it.each(accepted)("reads %j as %s", (typed, iso) => {
    expect(parseDate(typed)).toEqual({ ok: true, value: iso });
  });
  it.each(refused)("refuses %j: %s", (typed, message) => {
    expect(parseDate(typed)).toEqual({ ok: false, message });
  });
  it("messages are fragments (shown under the field, RULES.md D4)", () => {
    for (const [, message] of refused) expect(message).toMatch(/^\p{Ll}/u);
  });
  it("shows a date as dd/mm/yyyy and reads it back", () => {
    expect(dateShown("2026-05-04")).toBe("04/05/2026");
    expect(dateShown("")).toBe("");
    for (const [, iso] of accepted)
      expect(parseDate(dateShown(iso))).toEqual({ ok: true, value: iso });
  });
});

describe("isCalendarDate and the wire's dateText", () => {
  it("takes YYYY-MM-DD days of the calendar only", () => {
    expect(isCalendarDate("2026-05-04")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const s of [
      "2026-02-29",
      "2026-02-31",
      "2026-13-01",
      "2026-00-10",
      "04/05/2026",
      "2026-5-4",
    ])
      expect(isCalendarDate(s), s).toBe(false);
  });
  it("dateText refuses what the wire must not carry", () => {
    expect(dateText.safeParse("2026-05-04").success).toBe(true);
    for (const s of ["2026-02-31", "31/02/2026", "04/05/2026", "kemarin", "2101-01-01"])
      expect(dateText.safeParse(s).success, s).toBe(false);
  });
  it("typedDate (a form's date box) reads what the parser reads, with its message", () => {
    expect(typedDate().parse("4/5/2026")).toBe("2026-05-04");
    const r = typedDate().safeParse("31/02/2026");
    expect(r.error?.issues[0].message).toBe("tanggal 31 tidak ada di Februari 2026");
    expect(typedDate().safeParse("").error?.issues[0].message).toBe(M.required);
  });
});

describe("a range filter's end (DateRangeFilter)", () => {
  const range = { start: "2026-05-01", end: "2026-05-31" };
  it("applies a date it reads, and blank as an open end", () => {
    expect(nextRange(range, "start", "4/5/2026")).toEqual({
      range: { start: "2026-05-04", end: "2026-05-31" },
    });
    expect(nextRange(range, "start", "")).toEqual({ range: { start: "", end: "2026-05-31" } });
  });
  it("refuses an unreadable date naming the end, never dropping it to an open end", () => {
    expect(nextRange(range, "start", "kemarin")).toEqual({ error: `Dari: ${M.format}` });
    expect(nextRange(range, "end", "31/02/2026")).toEqual({
      error: "Sampai: tanggal 31 tidak ada di Februari 2026",
    });
  });
  it("refuses an end before the start", () => {
    expect(nextRange(range, "end", "30/04/2026")).toEqual({
      error: "'Sampai' tidak boleh sebelum 'Dari'",
    });
  });
});
