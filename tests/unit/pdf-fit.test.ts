import { describe, expect, it } from "vitest";
import { fitText } from "../../src/pdf/fit";
import { paginate } from "../../src/pdf/paginate";

describe("fitText", () => {
  it("keeps text that fits and cuts what does not with an ellipsis", () => {
    expect(fitText("Budi", 40, 7.5)).toBe("Budi");
    // 40 pt at 7.5 pt is 5,333 units: "Budi San" (4,058) + '…' (1,000) fits, "Budi Sant" not.
    expect(fitText("Budi Santoso Panjang Sekali", 40, 7.5)).toBe("Budi San\u2026");
  });

  it("counts characters outside ASCII as a full em, so it never underestimates", () => {
    expect(fitText("ééééé", 5 * 7.5, 7.5)).toBe("ééééé");
    expect(fitText("éééééé", 5 * 7.5, 7.5)).toBe("éééé\u2026");
  });
});

describe("paginate", () => {
  it("fills pages and keeps room for the totals on the last one", () => {
    const rows = Array.from({ length: 100 }, (_, i) => i);
    expect(paginate(rows, 48, 20).map((p) => p.length)).toEqual([48, 48, 4]);
    expect(paginate(rows.slice(0, 40), 48, 20).map((p) => p.length)).toEqual([40, 0]);
    expect(paginate([], 48, 20)).toEqual([[]]);
  });
});
