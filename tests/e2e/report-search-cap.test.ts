// A talent's report searched (?q=) for a word in more of its orders than a page read counts
// (contract SEARCH_COUNT_CAP), in Chromium against the real server: the footer says '10.000+
// data', the all-rows pinned row and a note over the grid say why there are no sums, the tiles
// show '-', a page deep in the capped set shows the server's rows, and a narrower text has exact
// figures again.
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";
import { SEARCH_COUNT_CAP } from "../../src/contract/list-query";
import { paths } from "../../src/client/lib/paths";
import { CAPPED_RUN, insertOrderRun } from "../helpers/report-fixtures";

let srv: RunningServer;
let b: Browser;

e2eFile({ browser: { width: 1600, height: 1000 } }, (f) => {
  ({ srv, b } = f);
});

const text = async (l: Locator) => ((await l.textContent()) ?? "").trim();
/** A region's text with its runs of white space as one space (the footer's parts). */
const flat = async (l: Locator) => (await text(l)).replace(/\s+/g, " ");
const pinned = (grid: Locator, rowIndex: number, colId: string) =>
  grid
    .locator(
      `.ag-grid-pinned-bottom-rows-container .ag-row[row-index="b-${rowIndex}"] [col-id="${colId}"]`,
    )
    .first();
const figure = (grid: Locator, label: string) =>
  grid.page().getByRole("group", { name: label, exact: true }).locator(".kt-figure-card-value");

describe("a talent's report past the search's count cap", () => {
  it("says '10.000+', leaves the sums out with a reason, pages within the cap", async () => {
    const page = b.page;
    const [talent] = await srv.db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ('Dewi Batas', 'Woman') RETURNING id",
    );
    const [owner] = await srv.db.query<{ id: number }>(
      "SELECT id FROM users WHERE role = 'owner' ORDER BY id LIMIT 1",
    );
    await insertOrderRun(srv.db, { userId: owner.id, talentId: talent.id, ...CAPPED_RUN });
    const report = paths.talentReport.build({ id: talent.id });
    await page.goto(`${srv.url}${report}?q=capword`);
    const grid = page.getByRole("region", { name: "Order talent" });
    const cap = formatNumber(SEARCH_COUNT_CAP);
    await expect.poll(() => flat(grid), { timeout: 15_000 }).toContain(`dari ${cap}+ data`);
    expect(await text(pinned(grid, 1, "handle_by"))).toBe(
      "Total keseluruhan: lebih dari 10.000 order, persempit pencarian",
    );
    expect(await text(pinned(grid, 0, "handle_by"))).toBe("Total halaman ini");
    expect(await text(pinned(grid, 0, "net_price"))).toBe(formatRupiah(10 * 1000));
    for (const label of ["Total Order", "Total Harga", "Talent Fee (+Tip)"])
      expect(await text(figure(grid, label)), label).toBe("-");
    const note = page.getByText("Lebih dari 10.000 order cocok dengan pencarian “capword”", {
      exact: false,
    });
    expect(await note.isVisible()).toBe(true);
    await screenshot(page, "report-search-capped-1600");

    // the last page within the cap: rows SEARCH_COUNT_CAP - 9 … SEARCH_COUNT_CAP of the search
    await page.goto(`${srv.url}${report}?q=capword&page=${SEARCH_COUNT_CAP / 10}`);
    await expect
      .poll(() => text(grid.locator('.ag-row[row-index="0"] [col-id="rowNumber"]').first()), {
        timeout: 15_000,
      })
      .toBe(String(SEARCH_COUNT_CAP - 9));

    // a narrower text is counted and summed exactly again
    await page.goto(`${srv.url}${report}?q=${encodeURIComponent("capword 123")}`);
    const [exact] = await srv.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE customer_name ILIKE '%capword 123%'",
    );
    expect(exact.n).toBe(11);
    await expect.poll(() => text(figure(grid, "Total Order")), { timeout: 15_000 }).toBe("11");
    expect(await text(figure(grid, "Total Harga"))).toBe(formatRupiah(11 * 1000));
    expect(await text(pinned(grid, 1, "handle_by"))).toBe("Total keseluruhan");
    expect(await flat(grid)).not.toContain("+ data");
    expect(await note.count()).toBe(0);
  }, 120_000);
});
