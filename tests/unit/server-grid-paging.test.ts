import { describe, expect, it } from "vitest";
import { pageCount, pagerSlots } from "../../src/components/server-grid/core";

const show = (current: number, count: number) =>
  pagerSlots(current, count)
    .map((s) => (s.kind === "gap" ? "…" : String(s.page + 1)))
    .join(" ");

describe("pageCount", () => {
  it("counts pages, 0 for no rows", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(27, 5)).toBe(6);
    expect(pageCount(5, 0)).toBe(0);
  });
});

describe("pagerSlots", () => {
  it("shows every page when few", () => {
    expect(show(0, 1)).toBe("1");
    expect(show(1, 3)).toBe("1 2 3");
    expect(show(0, 7)).toBe("1 2 3 4 5 6 7");
    expect(show(0, 8)).toBe("1 2 3 4 5 … 8");
  });

  it("keeps a full window around the current page, first and last always shown", () => {
    expect(show(2, 12)).toBe("1 2 3 4 5 … 12");
    expect(show(6, 12)).toBe("1 … 5 6 7 8 9 … 12");
    expect(show(11, 12)).toBe("1 … 8 9 10 11 12");
  });

  it("never hides a single page behind a gap", () => {
    expect(show(4, 8)).toBe("1 2 3 4 5 6 7 8");
    expect(show(3, 12)).toBe("1 2 3 4 5 6 … 12");
  });

  it("is empty without pages", () => {
    expect(pagerSlots(0, 0)).toEqual([]);
  });
});
