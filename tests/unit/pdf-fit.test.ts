import { describe, expect, it } from "vitest";
import { fitText, textWidth, toWinAnsi } from "../../src/pdf/fit";
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

describe("toWinAnsi", () => {
  it("keeps what Helvetica prints and brings the rest into it", () => {
    expect(toWinAnsi('Sé "Q" – Rp\u00a01.500.000…')).toBe('Sé "Q" – Rp\u00a01.500.000…');
    expect(toWinAnsi("Đặng Thị Zoë")).toBe("Dang Thi Zoë");
    expect(toWinAnsi("Ayu 😀\tLestari 李")).toBe("Ayu ? Lestari ?");
  });
});

describe("textWidth", () => {
  it("measures with Helvetica's widths, for right-aligned figures", () => {
    // R 722 + p 556 + nbsp 278 + 1 556 + . 278 + 0 556 ×3 = 4,058 units at 10 pt.
    expect(textWidth("Rp\u00a01.000", 10)).toBeCloseTo(40.58, 5);
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
