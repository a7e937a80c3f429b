import { describe, expect, it } from "vitest";
import { parseTsv, toTsv } from "../../src/components/server-grid/sheet";

describe("toTsv", () => {
  it("joins cells with tabs and rows with CRLF, no line end after the last row", () => {
    expect(
      toTsv([
        ["No Order", "Harga"],
        ["1001", "1500000"],
      ]),
    ).toBe("No Order\tHarga\r\n1001\t1500000");
  });
  it("quotes cells holding a tab, a line end or a leading quote, doubling inner quotes", () => {
    expect(toTsv([["a\tb", "baris 1\nbaris 2", '"kutip"', 'tengah "ok"']])).toBe(
      '"a\tb"\t"baris 1\nbaris 2"\t"""kutip"""\ttengah "ok"',
    );
  });
  it("writes empty cells as nothing between tabs", () => {
    expect(toTsv([["", "x", ""]])).toBe("\tx\t");
  });
});

describe("parseTsv", () => {
  it("reads CRLF, LF and CR line ends; one trailing line end is not a row", () => {
    expect(parseTsv("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseTsv("a\nb\rc")).toEqual([["a"], ["b"], ["c"]]);
  });
  it("keeps empty cells and empty rows inside the text", () => {
    expect(parseTsv("\tx\t\n\nz")).toEqual([["", "x", ""], [""], ["z"]]);
  });
  it("reads quoted cells with tabs, line ends and doubled quotes", () => {
    expect(parseTsv('"a\tb"\t"baris 1\r\nbaris 2"\n"""kutip"""')).toEqual([
      ["a\tb", "baris 1\r\nbaris 2"],
      ['"kutip"'],
    ]);
  });
  it("takes a quote that does not wrap the cell literally", () => {
    expect(parseTsv('5" layar\tx')).toEqual([['5" layar', "x"]]);
    expect(parseTsv('"a" b\tc')).toEqual([['"a" b', "c"]]);
  });
  it("is empty for empty text", () => {
    expect(parseTsv("")).toEqual([]);
  });
  it("round-trips what toTsv writes", () => {
    const rows = [
      ["No", "Customer", "Deskripsi"],
      ["1", 'Budi "B"', "dua\nbaris"],
      ["2", "", "\ttab"],
    ];
    expect(parseTsv(toTsv(rows))).toEqual(rows);
  });
});
