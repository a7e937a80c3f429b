// The rupiah parser of every money input (RULES.md D8): what Indonesians type is whole rupiah, and
// anything that could be read two ways is refused with its message, never guessed.
import { describe, expect, it } from "vitest";
import {
  MAX_AMOUNT,
  MAX_KAS,
  MAX_TOTAL,
  RUPIAH_MESSAGES as M,
  parseRupiah,
  regroupTyping,
  rupiahLabel,
  rupiahText,
} from "../../src/contract/rupiah";
import { MAX_PRICE, MAX_SAFE_ORDERS, MAX_TIPS_TOTAL } from "../../src/contract/orders";
import { MAX_PAYOUT } from "../../src/contract/payout-values";

const NBSP = "\u00a0";

const accepted: [string, number][] = [
  ["0", 0],
  ["7", 7],
  ["1500000", 1_500_000],
  ["1.500.000", 1_500_000],
  ["1.500.000,00", 1_500_000],
  ["1.500.000,0", 1_500_000],
  ["1500000,00", 1_500_000],
  ["Rp 1.500.000", 1_500_000],
  ["Rp1.500.000", 1_500_000],
  ["rp 1.500.000", 1_500_000],
  ["RP 1.500.000,00", 1_500_000],
  ["Rp. 1.500.000", 1_500_000],
  [`Rp${NBSP}1.500.000`, 1_500_000],
  ["  1.500.000  ", 1_500_000],
  ["1 500 000", 1_500_000],
  ["1\u202f500\u202f000", 1_500_000],
  ["\t250.000\n", 250_000],
  ["999", 999],
  ["1.000", 1000],
  ["12.345", 12_345],
  ["123.456", 123_456],
  ["1.234.567.890", 1_234_567_890],
  ["007", 7],
  ["000", 0],
  ["-0", 0],
  ["50.000", 50_000],
  ["Rp 50.000,-", 50_000],
  ["Rp 0", 0],
];

const refused: [string, string][] = [
  ["", M.required],
  ["   ", M.required],
  ["Rp", M.required],
  ["Rp ", M.required],
  ["1.500.000,50", M.sen],
  ["1.500.000,5", M.sen],
  ["1.500.000,01", M.sen],
  ["1500000.50", M.sen],
  ["1500000.5", M.sen],
  ["1.500.000.5", M.sen],
  ["1.500.000,000", M.sen],
  ["1,5", M.sen],
  ["1.500,000,00", M.twoCommas],
  ["1,500,000", M.twoCommas],
  ["1,500.00", M.twoCommas],
  ["1.50.000", M.grouping],
  ["1500.000", M.grouping],
  ["1.5000", M.grouping],
  ["15.00.000", M.grouping],
  [".500", M.grouping],
  ["1.500.", M.grouping],
  ["1..500", M.grouping],
  ["1.500.000x", M.letters],
  ["abc", M.letters],
  ["1,5jt", M.letters],
  ["1e6", M.letters],
  ["Rp 1.500.000 IDR", M.letters],
  ["$1500", M.letters],
  ["1_500_000", M.letters],
  ["+1500", M.letters],
  ["-", M.letters],
  ["--5", M.letters],
  ["5-", M.letters],
  ["1.500.-000", M.letters],
  ["-50.000", M.negative],
  ["Rp -50.000", M.negative],
  ["-Rp 50.000", M.negative],
  ["\u221250.000", M.negative],
  ["1234567890123456", M.tooLarge(1e15)],
];

describe("parseRupiah accepts what Indonesians type and paste", () => {
  it.each(accepted)("%j → %d", (typed, value) => {
    expect(parseRupiah(typed)).toEqual({ ok: true, value });
  });
});

describe("parseRupiah refuses, with its message, what it would have to guess", () => {
  it.each(refused)("%j → %s", (typed, message) => {
    expect(parseRupiah(typed)).toEqual({ ok: false, message });
  });
  it("the count of the table is at least 40", () => {
    expect(accepted.length + refused.length).toBeGreaterThanOrEqual(60);
  });
});

describe("parseRupiah options", () => {
  it("takes a minus sign where negative makes sense (kas)", () => {
    expect(parseRupiah("-1.250.000", { allowNegative: true })).toEqual({
      ok: true,
      value: -1_250_000,
    });
    expect(parseRupiah("Rp -1.250.000", { allowNegative: true })).toEqual({
      ok: true,
      value: -1_250_000,
    });
  });
  it("checks min and max, worded in rupiah", () => {
    expect(parseRupiah("1.000.000.001", { max: 1_000_000_000 })).toEqual({
      ok: false,
      message: `maksimal Rp${NBSP}1.000.000.000`,
    });
    expect(parseRupiah("0", { min: 1 })).toEqual({ ok: false, message: "harus lebih dari 0" });
    expect(parseRupiah("-5", { min: 1 })).toEqual({ ok: false, message: "tidak boleh negatif" });
    expect(parseRupiah("1.000.000.000", { max: 1_000_000_000 })).toEqual({
      ok: true,
      value: 1_000_000_000,
    });
  });
});

describe("the money bounds of RULES.md D8", () => {
  it("keep every figure and total an exact number", () => {
    expect(MAX_AMOUNT).toBe(1_000_000_000);
    expect(MAX_KAS).toBe(1_000_000_000_000);
    expect(MAX_TOTAL).toBe(1_000_000_000_000_000);
    // one order's largest figure (net price + tips) times MAX_SAFE_ORDERS stays exact
    expect(MAX_SAFE_ORDERS * 2 * MAX_AMOUNT).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    // kas at its bound moved by the largest payout, and the largest total a filter names
    expect(MAX_KAS + MAX_AMOUNT).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(10 * MAX_TOTAL).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_TOTAL).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    // one bound, not copies
    expect([MAX_PRICE, MAX_TIPS_TOTAL, MAX_PAYOUT]).toEqual([MAX_AMOUNT, MAX_AMOUNT, MAX_AMOUNT]);
  });
  it("kas takes either sign up to the bound, in rupiah words", () => {
    const kas = { allowNegative: true, min: -MAX_KAS, max: MAX_KAS };
    expect(parseRupiah("-1.000.000.000.000", kas)).toEqual({ ok: true, value: -MAX_KAS });
    expect(parseRupiah("-1.000.000.000.001", kas)).toEqual({
      ok: false,
      message: `minimal -Rp${NBSP}1.000.000.000.000`,
    });
    expect(parseRupiah("1.000.000.000.001", kas)).toEqual({
      ok: false,
      message: `maksimal Rp${NBSP}1.000.000.000.000`,
    });
  });
  it("an amount without a bound of its own stays within ±MAX_TOTAL, however many digits", () => {
    expect(parseRupiah("1.000.000.000.000.000")).toEqual({ ok: true, value: MAX_TOTAL });
    expect(parseRupiah("1.000.000.000.000.001")).toEqual({
      ok: false,
      message: M.tooLarge(MAX_TOTAL),
    });
    expect(parseRupiah("9".repeat(40))).toEqual({ ok: false, message: M.tooLarge(MAX_TOTAL) });
    expect(parseRupiah("0000000000000000000000001")).toEqual({ ok: true, value: 1 });
    expect(parseRupiah("-" + "9".repeat(40), { allowNegative: true })).toEqual({
      ok: false,
      message: M.tooSmall(-MAX_TOTAL),
    });
  });
  it("rupiahLabel writes what Intl writes", () => {
    const intl = new Intl.NumberFormat("id-ID", {
      style: "currency",
      currency: "IDR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const n of [0, 1, 1_500_000, -MAX_KAS, MAX_TOTAL])
      expect(rupiahLabel(n)).toBe(intl.format(n));
  });
});

describe("rupiahText", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.000"],
    [1_500_000, "1.500.000"],
    [-25_000, "-25.000"],
    ["1500000", "1.500.000"],
    [null, ""],
  ] as const)("%j → %j", (v, t) => expect(rupiahText(v)).toBe(t));
  it("round-trips through the parser", () => {
    for (const n of [0, 1, 12, 123, 1234, 98_765_432, 1_000_000_000])
      expect(parseRupiah(rupiahText(n))).toEqual({ ok: true, value: n });
  });
});

describe("regroupTyping keeps the caret after the same digit", () => {
  /** Types `keys` one at a time at the end, as a user would, and returns the text shown. */
  const type = (keys: string, start = "") => {
    let text = start;
    for (const k of keys) text = regroupTyping(text, text + k, text.length + 1).text;
    return text;
  };
  it("groups digits as they are typed", () => {
    expect(type("1500000")).toBe("1.500.000");
    expect(type("1.500.000")).toBe("1.500.000");
    expect(type("1.500.000,00")).toBe("1.500.000,00");
  });
  it("never turns a typed decimal point into thousands", () => {
    expect(type("1500000.50")).toBe("1.500.000.50");
    expect(parseRupiah(type("1500000.50")).ok).toBe(false);
  });
  it("keeps a typed minus sign", () => {
    expect(type("-50000")).toBe("-50.000");
  });
  it("an insert in the middle keeps the caret after the inserted digit", () => {
    // "1.500|.000" + "9" → "15.009.000", caret after the 9
    const r = regroupTyping("1.500.000", "1.5009.000", 6);
    expect(r).toEqual({ text: "15.009.000", caret: 6 });
  });
  it("deleting a digit regroups with the caret in place", () => {
    // "1.5|00.000" backspace → "1.00.000" → "100.000", caret after "1"
    expect(regroupTyping("1.500.000", "1.00.000", 2)).toEqual({ text: "100.000", caret: 1 });
  });
  it("backspace on a grouping dot deletes the digit before it", () => {
    // "1.|500" backspace → "1500" (caret 1) → the 1 goes: "500"
    expect(regroupTyping("1.500", "1500", 1)).toEqual({ text: "500", caret: 0 });
  });
  it("a paste of a whole amount shows it grouped", () => {
    expect(regroupTyping("", "Rp 1.500.000,00", 15)).toEqual({ text: "1.500.000", caret: 9 });
    expect(regroupTyping("", " 2 500 000 ", 11)).toEqual({ text: "2.500.000", caret: 9 });
  });
  it("letters stay as typed for the parser to refuse", () => {
    expect(regroupTyping("1.500", "1.500x", 6)).toEqual({ text: "1.500x", caret: 6 });
  });
});
