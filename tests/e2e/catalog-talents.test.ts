// Talent and category screens against the real server (demo data: 4 categories, 15 talents,
// demo orders naming most talents).
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { exportedCsv } from "../helpers/files";
import { bodyRows, caption, cellTexts, escapeChoice, noRowsOverlay } from "../helpers/page-parts";

let srv: RunningServer;
let page: Page;
const { region, dialog, alertBox, toast, settle, one } = e2eFile(
  { seedDemo: true },
  (f) => ({ srv, page } = f),
);

const talentGrid = () => region("Daftar talent");
const categoryGrid = () => region("Daftar kategori talent");
const rowOf = (grid: Locator, text: string) => bodyRows(grid).filter({ hasText: text });

const talentByName = (name: string) =>
  one<{ id: number; sp_status: string; talent_categories_id: number; name: string }>(
    "SELECT id, name, sp_status, talent_categories_id FROM talents WHERE name = $1",
    [name],
  );

async function openTalents(search?: string) {
  await page.goto(`${srv.url}/admin/talent`);
  await bodyRows(talentGrid()).first().waitFor();
  if (search) await filterTalents(search);
}
async function filterTalents(text: string) {
  await talentGrid().getByLabel("Nama Filter Input").fill(text);
  await expect
    .poll(() => caption(talentGrid()).textContent())
    .toMatch(/^Menampilkan \d+ dari \d+ data$/);
  await expect
    .poll(async () => (await bodyRows(talentGrid()).allInnerTexts()).every((t) => t.includes(text)))
    .toBe(true);
}

describe("talents", () => {
  it("lists talents 10 per page (10/25) with the spec's buttons", async () => {
    await openTalents();
    expect(await bodyRows(talentGrid()).count()).toBe(10);
    expect(await caption(talentGrid()).textContent()).toBe("Menampilkan 10 dari 15 data");
    const size = talentGrid().getByLabel("Tampilkan");
    expect(await size.inputValue()).toBe("10");
    expect(await size.locator("option").allTextContents()).toEqual(["10", "25"]);
    for (const name of [
      "Add Talent",
      "Add Talent Categories",
      "List Categories",
      "Create User",
      "Export CSV",
    ]) {
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(1);
    }
    await screenshot(page, "talents-list");
  });

  it("changes the page size and pages", async () => {
    await talentGrid().getByLabel("Tampilkan").selectOption("25");
    await expect.poll(() => bodyRows(talentGrid()).count()).toBe(15);
    await talentGrid().getByLabel("Tampilkan").selectOption("10");
    await expect.poll(() => bodyRows(talentGrid()).count()).toBe(10);
    await talentGrid().getByRole("button", { name: "Halaman 2" }).click();
    await expect.poll(() => caption(talentGrid()).textContent()).toBe("Menampilkan 5 dari 15 data");
    expect((await cellTexts(bodyRows(talentGrid()).first()))[0]).toBe("11");
  });

  it("adds a talent (client check, then toast) and finds it with the floating filter", async () => {
    await page.getByRole("button", { name: "Add Talent", exact: true }).click();
    await page.waitForURL(/\/admin\/talent\/add$/);
    await dialog().getByRole("button", { name: "Simpan" }).click();
    expect(await dialog().getByRole("alert").textContent()).toBe("All fields are required.");
    await dialog().getByLabel("Nama Talent").fill("Zaskia E2E");
    await dialog().getByLabel("Gender").selectOption("Woman");
    await dialog().getByLabel("Kategori").selectOption({ label: "Pemula" });
    await settle();
    await screenshot(page, "talents-add-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Talent berhasil ditambahkan!").waitFor();
    await page.waitForURL(/\/admin\/talent(\?.*)?$/);
    await filterTalents("Zaskia");
    expect(await caption(talentGrid()).textContent()).toBe("Menampilkan 1 dari 1 data");
    expect((await cellTexts(rowOf(talentGrid(), "Zaskia E2E"))).slice(0, 5)).toEqual([
      "1",
      "Zaskia E2E",
      "Woman",
      "Pemula",
      "NONE",
    ]);
  });

  it("opens the detail popup", async () => {
    await rowOf(talentGrid(), "Zaskia E2E").getByRole("button", { name: "Detail" }).click();
    await dialog().getByText("Detail Talent").waitFor();
    const text = await dialog().innerText();
    for (const v of ["Zaskia E2E", "Woman", "NONE", "Pemula"]) expect(text).toContain(v);
    await settle();
    await screenshot(page, "talents-detail-dialog");
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
  });

  it("edits through the dialog; a reload on the edit URL shows the list with the dialog open", async () => {
    const { id } = await talentByName("Zaskia E2E");
    await rowOf(talentGrid(), "Zaskia E2E").getByRole("button", { name: "Edit" }).click();
    await page.waitForURL(new RegExp(`/admin/talent/edit/${id}$`));
    await page.reload();
    await bodyRows(talentGrid()).first().waitFor();
    const name = dialog().getByLabel("Nama Talent");
    await expect.poll(() => name.inputValue()).toBe("Zaskia E2E");
    await name.fill("Zaskia Putri");
    await dialog().getByLabel("Status SP").selectOption("SP1");
    await settle();
    await screenshot(page, "talents-edit-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Talent berhasil diperbarui").waitFor();
    await page.waitForURL(/\/admin\/talent(\?.*)?$/);
    expect(await talentByName("Zaskia Putri")).toMatchObject({ id, sp_status: "SP1" });
  });
});

describe("talents: cell edits, deletes and export", () => {
  it("edits SP status in the cell: Enter saves, Escape cancels, Ctrl+Z saves the old value back", async () => {
    await openTalents("Zaskia");
    const spCell = () => rowOf(talentGrid(), "Zaskia Putri").locator('[col-id="sp_status"]');
    const list = page.getByRole("listbox");

    // Enter opens the list, ArrowDown picks SP2, Enter saves through PUT /talent/:id.
    await spCell().click();
    await page.keyboard.press("Enter");
    await list.waitFor();
    await settle();
    await screenshot(page, "talents-cell-editor");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await toast("Talent berhasil diperbarui").last().waitFor();
    await expect.poll(async () => (await talentByName("Zaskia Putri")).sp_status).toBe("SP2");
    await expect.poll(() => spCell().innerText()).toBe("SP2");

    // Double-click opens the editor with its list already open; ONE Escape cancels: nothing saved.
    await spCell().dblclick();
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual(["NONE", "SP1", "SP2", "SP3"]);
    await escapeChoice(page, talentGrid(), list);
    expect((await talentByName("Zaskia Putri")).sp_status).toBe("SP2");
    expect(await spCell().innerText()).toBe("SP2");

    // Ctrl+Z on the focused cell: the old value goes back through the API.
    await rowOf(talentGrid(), "Zaskia Putri").locator('[col-id="name"]').click();
    await page.keyboard.press("Control+z");
    await expect.poll(async () => (await talentByName("Zaskia Putri")).sp_status).toBe("SP1");
    await expect.poll(() => spCell().innerText()).toBe("SP1");
  });

  it("a failed cell save keeps the old value and shows the server message", async () => {
    const cat = await one<{ id: number }>(
      "INSERT INTO talent_categories (name) VALUES ('Kategori Sementara') RETURNING id",
    );
    await openTalents("Zaskia");
    await srv.db.query("DELETE FROM talent_categories WHERE id = $1", [cat.id]);
    const catCell = () =>
      rowOf(talentGrid(), "Zaskia Putri").locator('[col-id="talent_categories_id"]');
    await catCell().click();
    await page.keyboard.press("Enter");
    // the editor's list (the Kategori header filter lists the same names)
    const editor = page.getByRole("listbox");
    await editor.waitFor();
    await editor.getByRole("option", { name: "Kategori Sementara" }).click();
    const t = toast("Gagal mengupdate talent");
    await t.waitFor();
    expect(await t.innerText()).toContain("Kategori tidak ditemukan");
    await expect.poll(() => catCell().innerText()).toBe("Pemula");
    expect((await talentByName("Zaskia Putri")).talent_categories_id).not.toBe(cat.id);
  });

  it("refuses to delete a talent that orders use, with the server message", async () => {
    const used = await one<{ name: string }>(
      `SELECT t.name FROM talents t WHERE EXISTS (SELECT 1 FROM orders o WHERE o.talents_id = t.id)
       ORDER BY t.id LIMIT 1`,
    );
    await openTalents(used.name);
    await rowOf(talentGrid(), used.name).getByRole("button", { name: "Hapus" }).click();
    await alertBox().waitFor();
    expect(await alertBox().innerText()).toContain("Hapus data?");
    expect(await alertBox().innerText()).toContain("Data yang dihapus tidak dapat dikembalikan!");
    await settle();
    await screenshot(page, "talents-delete-confirm");
    await alertBox().getByRole("button", { name: "Ya, hapus!" }).click();
    const t = toast("Gagal menghapus data.");
    await t.waitFor();
    expect(await t.innerText()).toMatch(/Talent masih dipakai oleh \d+ order, tidak dapat dihapus/);
    await settle();
    await screenshot(page, "talents-delete-refused");
  });

  it("deletes an unused talent after confirmation", async () => {
    await openTalents("Zaskia");
    await rowOf(talentGrid(), "Zaskia Putri").getByRole("button", { name: "Hapus" }).click();
    await alertBox().getByRole("button", { name: "Ya, hapus!" }).click();
    await toast("Data berhasil dihapus.").waitFor();
    await expect.poll(() => caption(talentGrid()).textContent()).toBe("Menampilkan 0 dari 0 data");
    await noRowsOverlay(talentGrid(), "Tidak ada data").waitFor();
    expect(await srv.db.query("SELECT id FROM talents WHERE name = 'Zaskia Putri'")).toHaveLength(
      0,
    );
  });

  it("exports every filtered talent as CSV (BOM, header, all pages)", async () => {
    await openTalents("a"); // matches most names: more rows than one page
    const total = Number(/dari (\d+) data/.exec((await caption(talentGrid()).textContent())!)![1]);
    expect(total).toBeGreaterThan(10);
    const { name, bom, lines } = await exportedCsv(page);
    expect(name).toMatch(/^daftar-talent_semua-tanggal_diekspor-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(bom).toBe(true);
    expect(lines[0]).toBe("No;Nama;Gender;Kategori;Status SP");
    expect(lines).toHaveLength(1 + total);
  });
});

describe("talent categories", () => {
  const openCategories = async () => {
    await page.goto(`${srv.url}/admin/talent/categories`);
    await bodyRows(categoryGrid()).first().waitFor();
  };

  it("lists categories 5 per page with the first 3 talents and '+N lainnya'", async () => {
    await openCategories();
    expect(await categoryGrid().getByLabel("Tampilkan").inputValue()).toBe("5");
    expect(await caption(categoryGrid()).textContent()).toBe("Menampilkan 4 dari 4 data");
    const reguler = await cellTexts(rowOf(categoryGrid(), "Reguler"));
    expect(reguler[2]).toMatch(/^[^,]+, [^,]+, [^,]+ \+\d+ lainnya$/);
    for (const name of ["Add Talent", "Add Category", "List Talent", "Export CSV"]) {
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(1);
    }
    await screenshot(page, "categories-list");
  });

  it("shows the server message in red, then adds a category and returns to the list", async () => {
    await page.goto(`${srv.url}/admin/talent`);
    await page.getByRole("button", { name: "Add Talent Categories" }).click();
    await page.waitForURL(/\/admin\/talent\/addCategories$/);
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await dialog().getByRole("alert").waitFor();
    expect(await dialog().getByRole("alert").textContent()).toMatch(/Nama kategori wajib diisi/);
    await dialog().getByLabel("Nama Kategori").fill("VIP E2E");
    await dialog().getByLabel("Deskripsi").fill("Kategori uji, belum ada talent");
    await settle();
    await screenshot(page, "categories-add-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Data berhasil ditambahkan!").waitFor();
    await page.waitForURL(/\/admin\/talent\/categories(\?.*)?$/);
    await rowOf(categoryGrid(), "VIP E2E").waitFor();
    expect((await cellTexts(rowOf(categoryGrid(), "VIP E2E"))).slice(1, 4)).toEqual([
      "VIP E2E",
      "-",
      "Kategori uji, belum ada talent",
    ]);
  });

  it("opens the 800 px detail popup with the numbered talent grid", async () => {
    await rowOf(categoryGrid(), "Reguler").getByRole("button", { name: "Detail" }).click();
    await dialog().getByText("Detail Kategori").waitFor();
    await settle();
    const box = await dialog().boundingBox();
    expect(Math.round(box!.width)).toBe(800);
    const talents = await srv.db.query<{ name: string }>(
      `SELECT t.name FROM talents t JOIN talent_categories c ON c.id = t.talent_categories_id
       WHERE c.name = 'Reguler' ORDER BY t.id`,
    );
    const gridRows = dialog().locator(".ag-grid-scrolling-container [role=row]");
    await expect.poll(() => gridRows.count()).toBe(talents.length);
    expect(await cellTexts(gridRows.nth(talents.length - 1))).toEqual([
      String(talents.length),
      talents[talents.length - 1].name,
    ]);
    await settle();
    await screenshot(page, "categories-detail-dialog");
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
  });

  it("edits a category and the names of its talents; reload on the edit URL keeps the dialog", async () => {
    const cat = await one<{ id: number }>("SELECT id FROM talent_categories WHERE name = 'Pemula'");
    const [first] = await srv.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM talents WHERE talent_categories_id = $1 ORDER BY id",
      [cat.id],
    );
    await rowOf(categoryGrid(), "Pemula").getByRole("button", { name: "Edit" }).click();
    await page.waitForURL(new RegExp(`/admin/talent/categories/edit/${cat.id}$`));
    await page.reload();
    await bodyRows(categoryGrid()).first().waitFor();
    await expect.poll(() => dialog().getByLabel("Nama Kategori").inputValue()).toBe("Pemula");
    await dialog().getByLabel("Deskripsi").fill("Talent baru, masa pembinaan 3 bulan");
    await dialog().getByLabel("Nama talent 1", { exact: true }).fill(`${first.name} Baru`);
    await settle();
    await screenshot(page, "categories-edit-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Kategori dan talents berhasil diperbarui").waitFor();
    await page.waitForURL(/\/admin\/talent\/categories(\?.*)?$/);
    expect(await one("SELECT name FROM talents WHERE id = $1", [first.id])).toEqual({
      name: `${first.name} Baru`,
    });
    await expect
      .poll(async () => (await cellTexts(rowOf(categoryGrid(), "Pemula")))[3])
      .toBe("Talent baru, masa pembinaan 3 bulan");
  });

  it("refuses to delete a category that still has talents", async () => {
    await rowOf(categoryGrid(), "Premium").getByRole("button", { name: "Hapus" }).click();
    expect(await alertBox().innerText()).toContain("Hapus data?");
    await alertBox().getByRole("button", { name: "Ya, hapus!" }).click();
    const t = toast("Gagal menghapus data.");
    await t.waitFor();
    expect(await t.innerText()).toMatch(/Kategori masih memiliki \d+ talent/);
  });

  it("deletes an empty category after confirmation", async () => {
    await rowOf(categoryGrid(), "VIP E2E").getByRole("button", { name: "Hapus" }).click();
    await alertBox().getByRole("button", { name: "Ya, hapus!" }).click();
    await toast("Data berhasil dihapus.").waitFor();
    await rowOf(categoryGrid(), "VIP E2E").waitFor({ state: "detached" });
  });

  it("searches, changes the page size and exports the filtered list", async () => {
    for (let i = 1; i <= 6; i++) {
      await srv.db.query("INSERT INTO talent_categories (name, description) VALUES ($1, 'uji')", [
        `Grup Uji ${i}`,
      ]);
    }
    await openCategories();
    expect(await caption(categoryGrid()).textContent()).toBe("Menampilkan 5 dari 10 data");
    await categoryGrid().getByLabel("Tampilkan").selectOption("10");
    await expect.poll(() => bodyRows(categoryGrid()).count()).toBe(10);
    await categoryGrid().getByLabel("Tampilkan").selectOption("5");
    await categoryGrid().getByLabel("Kategori Filter Input").fill("Grup Uji");
    await expect
      .poll(() => caption(categoryGrid()).textContent())
      .toBe("Menampilkan 5 dari 6 data");
    await screenshot(page, "categories-filtered");
    const { bom, lines } = await exportedCsv(page);
    expect(bom).toBe(true);
    expect(lines[0]).toBe("No;Kategori;Talent;Deskripsi");
    expect(lines.slice(1).map((l) => l.split(";")[1])).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `Grup Uji ${i}`),
    );
  });
});
