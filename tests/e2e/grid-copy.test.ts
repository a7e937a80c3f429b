// Range copy on the read-only grids, in Chromium against the real server (demo data): a range made
// with Shift+arrows or Shift+click is highlighted and Ctrl+C puts it on the clipboard as TSV with
// Windows line ends, money as plain integers and dates dd/MM/yyyy — through the grid kit, on a
// report grid (talent rekap) and the users grid, which have no spreadsheet of their own.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page, Response } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { apiTraffic, screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { ROLE_LABELS } from "../../grids/users";

type Json = Record<string, unknown>;

let srv: RunningServer;
let page: Page;
let traffic: ReturnType<typeof apiTraffic>;
let talentId = 0;
const { keyDownsInOneTask } = e2eFile(
  { seedDemo: true, browser: { width: 1600, height: 1000 }, clipboard: true },
  (f) => ({ srv, page } = f),
);
beforeAll(async () => {
  [{ id: talentId }] = await srv.db.query<{ id: number }>(
    "SELECT t.id FROM talents t JOIN orders o ON o.talents_id = t.id ORDER BY t.id LIMIT 1",
  );
  traffic = apiTraffic(page);
});

const cell = (grid: Locator, row: number, col: string) =>
  grid.locator(`.ag-row:not(.ag-row-pinned)[row-index="${row}"] .ag-cell[col-id="${col}"]`);

/** Opens `path`, returning the JSON of the first API answer whose path starts with `api`. */
async function open(path: string, api: string): Promise<Json> {
  const answer = page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname.startsWith(`/api${api}`) && r.ok(),
  );
  await page.goto(`${srv.url}${path}`);
  return (await (await answer).json()) as Json;
}

/**
 * Once the page's requests are done (a refetch would redraw the rows), clicks a cell and waits
 * until the grid's copy code (loaded on first focus) is attached.
 */
async function focus(grid: Locator, row: number, col: string) {
  await traffic.idle();
  await cell(grid, row, col).click();
  await expect.poll(() => grid.getAttribute("data-sheet")).not.toBeNull();
}

const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
const highlighted = (grid: Locator) =>
  grid.locator(".ag-cell").evaluateAll((cells) =>
    cells
      .filter((c) => getComputedStyle(c).backgroundColor === "rgba(45, 114, 210, 0.16)")
      .map((c) => `${c.closest(".ag-row")?.getAttribute("row-index")}:${c.getAttribute("col-id")}`)
      .sort(),
  );

describe("copy from read-only grids", () => {
  it("copies a 3×2 range of the weekly talent report made with Shift+arrows: money as plain integers", async () => {
    const body = await open(`/admin/report/weekly-talent-report/${talentId}`, "/weekly/talent/");
    const weeks = body.data as Json[];
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    const grid = page.getByRole("region", { name: "Laporan mingguan talent" });
    await cell(grid, 1, "total_income").waitFor();
    await focus(grid, 0, "total_income");
    // AG Grid's reports of the three moves come after the Control key down: the range stays
    await keyDownsInOneTask(["Shift+ArrowRight", "Shift+ArrowRight", "Shift+ArrowDown", "Control"]);
    const range = ["total_income", "tip_talent", "total_talent_share"];
    expect(await highlighted(grid)).toEqual(
      [0, 1].flatMap((r) => range.map((c) => `${r}:${c}`)).sort(),
    );
    await screenshot(page, "copy-range-weekly-talent-report");
    await page.keyboard.press("Control+c");
    const expected = weeks
      .slice(0, 2)
      .map((w) => range.map((c) => String(w[c])).join("\t"))
      .join("\r\n");
    await expect.poll(clipboard).toBe(expected);
    expect(expected).toMatch(/^\d+\t\d+\t\d+\r\n\d+\t\d+\t\d+$/);
  });

  it("copies a 3×2 range of the users grid made with Shift+click: labels and dd/MM/yyyy dates", async () => {
    const body = await open("/admin/users", "/users/getUsers");
    const users = body.result as Json[];
    const grid = page.getByRole("region", { name: "Daftar user" });
    await cell(grid, 1, "created_at").waitFor();
    await focus(grid, 0, "email");
    await cell(grid, 1, "created_at").click({ modifiers: ["Shift"] });
    await expect
      .poll(() => highlighted(grid))
      .toEqual(["0:created_at", "0:email", "0:role", "1:created_at", "1:email", "1:role"]);
    await page.keyboard.press("Control+c");
    const dates = [
      (await cell(grid, 0, "created_at").textContent())!.trim(),
      (await cell(grid, 1, "created_at").textContent())!.trim(),
    ];
    for (const d of dates) expect(d).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const expected = users
      .slice(0, 2)
      .map((u, i) => [u.email, ROLE_LABELS[u.role as "owner" | "admin"], dates[i]].join("\t"))
      .join("\r\n");
    await expect.poll(clipboard).toBe(expected);
  });
});
