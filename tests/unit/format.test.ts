import { describe, expect, it } from "vitest";
import {
  EMPTY,
  formatDateId,
  formatDateLong,
  formatMonth,
  formatNumber,
  formatPeriod,
  formatRupiah,
} from "../../src/client/lib/format";

const NBSP = "\u00a0";

describe("formatRupiah", () => {
  it("formats whole rupiah with id-ID grouping and a no-break space after Rp", () => {
    expect(formatRupiah(1_500_000)).toBe(`Rp${NBSP}1.500.000`);
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
    expect(formatRupiah(999)).toBe(`Rp${NBSP}999`);
  });

  it("never shows decimals", () => {
    expect(formatRupiah(1500.4)).toBe(`Rp${NBSP}1.500`);
  });

  it("formats negatives, bigints and int8 text exactly", () => {
    expect(formatRupiah(-2500)).toBe(`-Rp${NBSP}2.500`);
    expect(formatRupiah(9_007_199_254_740_993n)).toBe(`Rp${NBSP}9.007.199.254.740.993`);
    expect(formatRupiah("9007199254740993")).toBe(`Rp${NBSP}9.007.199.254.740.993`);
  });

  it("shows '-' for empty or non-numeric values", () => {
    expect(EMPTY).toBe("-");
    expect(formatRupiah(null)).toBe("-");
    expect(formatRupiah(undefined)).toBe("-");
    expect(formatRupiah("")).toBe("-");
    expect(formatRupiah("abc")).toBe("-");
    expect(formatRupiah(Number.NaN)).toBe("-");
  });
});

describe("formatNumber", () => {
  it("groups with dots", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(60)).toBe("60");
    expect(formatNumber(12.5, 1)).toBe("12,5");
    expect(formatNumber(null)).toBe("-");
  });
});

describe("dates", () => {
  it("formats calendar dates for grids as dd/mm/yyyy", () => {
    expect(formatDateId("2025-03-03")).toBe("03/03/2025");
    expect(formatDateId("2024-12-31")).toBe("31/12/2024");
  });

  it("formats headings in Indonesian", () => {
    expect(formatDateLong("2025-03-03")).toBe("Senin, 3 Maret 2025");
    expect(formatDateLong("2024-12-29")).toBe("Minggu, 29 Desember 2024");
  });

  it("does not shift a calendar date whatever the process time zone", () => {
    const original = process.env.TZ;
    try {
      for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Asia/Jakarta"]) {
        process.env.TZ = tz;
        expect(formatDateId("2025-01-01")).toBe("01/01/2025");
        expect(formatDateLong("2025-01-01")).toBe("Rabu, 1 Januari 2025");
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it("reads timestamps in the agency time zone (Asia/Jakarta)", () => {
    // 20:00 UTC on 2 March is 03:00 on 3 March in Jakarta.
    expect(formatDateId("2025-03-02T20:00:00Z")).toBe("03/03/2025");
    expect(formatDateId(new Date("2025-03-02T16:59:59Z"))).toBe("02/03/2025");
  });

  it("shows '-' for empty or impossible dates", () => {
    expect(formatDateId(null)).toBe("-");
    expect(formatDateId("")).toBe("-");
    expect(formatDateId("2025-02-30")).toBe("-");
    expect(formatDateId("bukan tanggal")).toBe("-");
    expect(formatDateLong(undefined)).toBe("-");
  });

  it("formats periods and months", () => {
    expect(formatPeriod("2025-03-03", "2025-03-09")).toBe("03/03/2025 - 09/03/2025");
    expect(formatPeriod(null, undefined)).toBe("-");
    expect(formatMonth("2025-03")).toBe("Maret 2025");
    expect(formatMonth("2025-13")).toBe("-");
  });
});
