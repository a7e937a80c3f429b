import { describe, expect, it } from "vitest";
import { pageWindow } from "../../src/db/repositories/paging";

/** What a window selects from `sorted` (ascending ids), re-sorted in the page's direction. */
function select(sorted: number[], offset: number, limit: number, dir: "ASC" | "DESC") {
  const w = pageWindow(offset, limit, sorted.length, dir);
  const walk = w.dir === "ASC" ? sorted : [...sorted].reverse();
  const rows = walk.slice(w.offset, w.offset + w.limit);
  return dir === "ASC" ? rows.sort((a, b) => a - b) : rows.sort((a, b) => b - a);
}

describe("pageWindow", () => {
  it("selects the same rows as a plain OFFSET for every page, size and direction", () => {
    for (let total = 0; total <= 12; total++) {
      const ids = Array.from({ length: total }, (_, i) => i + 1);
      for (const limit of [1, 2, 3, 5, 10]) {
        for (const dir of ["ASC", "DESC"] as const) {
          const plain = dir === "ASC" ? ids : [...ids].reverse();
          for (let offset = 0; offset < total + limit; offset += limit) {
            expect(select(ids, offset, limit, dir), `${total}/${limit}/${dir}/${offset}`).toEqual(
              plain.slice(offset, offset + limit),
            );
          }
        }
      }
    }
  });

  it("keeps OFFSET short on the last page of a long list", () => {
    expect(pageWindow(999_990, 10, 1_000_000, "DESC")).toEqual({
      limit: 10,
      offset: 0,
      dir: "ASC",
    });
    expect(pageWindow(0, 10, 1_000_000, "DESC")).toEqual({ limit: 10, offset: 0, dir: "DESC" });
  });
});
