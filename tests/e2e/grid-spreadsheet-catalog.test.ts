// The catalog grids (talents, categories, services) as spreadsheets, keyboard only,
// against the real server: every cell field edits and is the server's value after a reload,
// Tab moves, Escape cancels, a refusal shows the server's message and the stored value returns,
// a range copies as TSV, a pasted column saves line by line and one Ctrl+Z undoes it, redo.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot, apiTraffic } from "../helpers/browser";
import { e2eFile } from "../helpers/session";

let srv: RunningServer;
let page: Page;
let traffic: ReturnType<typeof apiTraffic>;
const { region, key, keyDownsInOneTask, note, focusedCol, one } = e2eFile(
  { seedDemo: false, clipboard: true },
  (f) => ({ srv, page } = f),
);
const insertId = async (sql: string, params: unknown[] = []) =>
  (await one<{ id: number }>(sql, params)).id;

beforeAll(async () => {
  const pemula = await insertId(
    "INSERT INTO talent_categories (name, description) VALUES ('Pemula', 'Baru mulai') RETURNING id",
  );
  await insertId(
    "INSERT INTO talent_categories (name, description) VALUES ('Senior', 'Berpengalaman') RETURNING id",
  );
  for (const name of ["Ayu", "Bima", "Citra", "Dodi", "Eli"])
    await insertId(
      "INSERT INTO talents (name, gender, talent_categories_id) VALUES ($1, 'Woman', $2) RETURNING id",
      [name, pemula],
    );
  const pijat = await insertId("INSERT INTO services (name) VALUES ('Pijat') RETURNING id");
  await insertId(
    "INSERT INTO sub_services (name, services_id) VALUES ('Refleksi', $1) RETURNING id",
    [pijat],
  );
  traffic = apiTraffic(page);
});

const cell = (grid: Locator, rowIndex: number, col: string) =>
  grid.locator(`[role=row][row-index="${rowIndex}"] [col-id="${col}"]`);
async function focusCell(grid: Locator, rowIndex: number, col: string) {
  await cell(grid, rowIndex, col).focus();
  await expect.poll(focusedCol).toBe(col);
}
async function idle(grid: Locator) {
  await traffic.idle();
  await expect.poll(() => grid.getAttribute("aria-busy")).toBe("false");
}
const talent = (id: number) =>
  one<{ name: string; gender: string; sp_status: string; category: string }>(
    `SELECT t.name, t.gender, t.sp_status, c.name AS category
     FROM talents t JOIN talent_categories c ON c.id = t.talent_categories_id WHERE t.id = $1`,
    [id],
  );
const talentIds = async () =>
  (await srv.db.query<{ id: number }>("SELECT id FROM talents ORDER BY id")).map((r) => r.id);

describe("catalog grids as spreadsheets", () => {
  it("talents: name, gender, category and SP status edit in the cell; Tab moves; a reload shows the server's values", async () => {
    const [ayu] = await talentIds();
    await page.goto(`${srv.url}/admin/talent?sort=id&order=asc`);
    const grid = region("Daftar talent");
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Ayu");

    await focusCell(grid, 0, "name");
    await page.keyboard.type("Ayu Lestari");
    await key("Tab"); // saves the name, the gender list opens
    const list = page.getByRole("listbox");
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual(["Man", "Woman"]);
    await key("ArrowUp");
    await key("Tab"); // saves Man, the category list opens
    await list.waitFor();
    await key("ArrowDown");
    await key("Tab"); // saves Senior, the SP list opens
    await list.waitFor();
    await key("ArrowDown");
    await key("ArrowDown");
    await key("Enter");
    await expect
      .poll(() => talent(ayu))
      .toEqual({ name: "Ayu Lestari", gender: "Man", category: "Senior", sp_status: "SP2" });
    await page.reload();
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Ayu Lestari");
    expect(await cell(grid, 0, "gender").innerText()).toBe("Man");
    expect(await cell(grid, 0, "talent_categories_id").innerText()).toBe("Senior");
    expect(await cell(grid, 0, "sp_status").innerText()).toBe("SP2");
  });

  it("talents: Escape cancels; a blank name is refused with the server's message and the name returns", async () => {
    const [, bima] = await talentIds();
    await page.goto(`${srv.url}/admin/talent?sort=id&order=asc`);
    const grid = region("Daftar talent");
    await expect.poll(() => cell(grid, 1, "name").innerText()).toBe("Bima");
    await focusCell(grid, 1, "name");
    await page.keyboard.type("Tidak jadi");
    await key("Escape");
    await expect.poll(() => grid.locator(".ag-cell-inline-editing").count()).toBe(0);
    expect((await talent(bima)).name).toBe("Bima");

    await key("Enter");
    await key("Control+a");
    await key("Delete");
    await key("Enter");
    await note().waitFor();
    expect(await note().innerText()).toBe("Nama talent wajib diisi");
    await idle(grid);
    expect(await cell(grid, 1, "name").innerText()).toBe("Bima");
    expect((await talent(bima)).name).toBe("Bima");
    await screenshot(page, "spreadsheet-catalog-refused");
  });

  it("talents: copies a 2×3 range, pastes a column of names, one Ctrl+Z undoes the paste, Ctrl+Y redoes it", async () => {
    const ids = await talentIds();
    await page.goto(`${srv.url}/admin/talent?sort=id&order=asc`);
    const grid = region("Daftar talent");
    await expect.poll(() => cell(grid, 2, "name").innerText()).toBe("Citra");
    await focusCell(grid, 1, "name");
    // AG Grid's reports of the three moves come after the Control key down: the range stays
    await keyDownsInOneTask(["Shift+ArrowRight", "Shift+ArrowRight", "Shift+ArrowDown", "Control"]);
    expect(await grid.locator(".kt-cell-in-range").count()).toBe(6);
    await key("Control+c");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Bima\tWoman\tPemula\r\nCitra\tWoman\tPemula",
    );

    await page.evaluate(() => navigator.clipboard.writeText("Citra A\nDodi B\nEli C\n"));
    await focusCell(grid, 2, "name");
    await key("Control+v");
    const names = async () => Promise.all(ids.slice(2).map(async (id) => (await talent(id)).name));
    await expect.poll(names).toEqual(["Citra A", "Dodi B", "Eli C"]);
    await idle(grid);
    expect(await cell(grid, 4, "name").innerText()).toBe("Eli C");
    await key("Control+z");
    await expect.poll(names).toEqual(["Citra", "Dodi", "Eli"]);
    await key("Control+y");
    await expect.poll(names).toEqual(["Citra A", "Dodi B", "Eli C"]);
    await idle(grid);
  });

  it("categories: name and description edit in the cell (large text editor)", async () => {
    await page.goto(`${srv.url}/admin/talent/categories?sort=id&order=asc`);
    const grid = region("Daftar kategori talent");
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Pemula");
    await focusCell(grid, 0, "name");
    await page.keyboard.type("Pemula Baru");
    await key("Enter");
    await focusCell(grid, 0, "description");
    await key("Enter");
    const area = page.locator(".ag-large-text textarea");
    await area.waitFor();
    await key("Control+a");
    await page.keyboard.type("Talent yang baru bergabung");
    // what was typed is in the editor when Tab saves it (a failure says which half went wrong)
    expect(await area.inputValue()).toBe("Talent yang baru bergabung");
    await screenshot(page, "spreadsheet-large-text-editor");
    await key("Tab");
    await expect.poll(() => area.count()).toBe(0);
    expect(await note().count()).toBe(0);
    await expect
      .poll(() =>
        one<{ name: string; description: string }>(
          "SELECT name, description FROM talent_categories ORDER BY id LIMIT 1",
        ),
      )
      .toEqual({ name: "Pemula Baru", description: "Talent yang baru bergabung" });
    await page.reload();
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Pemula Baru");
    expect(await cell(grid, 0, "description").innerText()).toBe("Talent yang baru bergabung");
  });

  it("services: the name edits in the cell and the sub-services stay", async () => {
    await page.goto(`${srv.url}/admin/services`);
    const grid = region("Daftar service");
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Pijat");
    await focusCell(grid, 0, "name");
    await page.keyboard.type("Pijat Tradisional");
    await key("Enter");
    await expect
      .poll(async () => (await one<{ name: string }>("SELECT name FROM services LIMIT 1")).name)
      .toBe("Pijat Tradisional");
    expect((await one<{ n: number }>("SELECT count(*)::int AS n FROM sub_services")).n).toBe(1);
    await page.reload();
    await expect.poll(() => cell(grid, 0, "name").innerText()).toBe("Pijat Tradisional");
    expect(await cell(grid, 0, "sub_services").innerText()).toBe("Refleksi");
  });
});
