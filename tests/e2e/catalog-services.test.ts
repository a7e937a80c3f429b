// Services screen against the real server (demo data: 5 services used by demo orders).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { exportedCsv } from "../helpers/files";
import { bodyRows, caption, cellTexts } from "../helpers/page-parts";

let srv: RunningServer;
let page: Page;
const { dialog, toast, settle } = e2eFile({ seedDemo: true }, (f) => ({ srv, page } = f));

const grid = () => page.getByRole("region", { name: "Daftar service" });
const rows = () => bodyRows(grid());
const row = (name: string) => rows().filter({ hasText: name });

async function serviceId(name: string): Promise<number> {
  const [s] = await srv.db.query<{ id: number }>("SELECT id FROM services WHERE name = $1", [name]);
  return s.id;
}

async function openList() {
  await page.goto(`${srv.url}/admin/services`);
  await rows().first().waitFor();
}

describe("services", () => {
  it("lists the services with their sub-services, 10 per page by default", async () => {
    await openList();
    expect(await rows().count()).toBe(5);
    expect(await caption(grid()).textContent()).toBe("Menampilkan 5 dari 5 data");
    expect(await grid().getByLabel("Tampilkan").inputValue()).toBe("10");
    const cells = await cellTexts(row("Fotografi"));
    expect(cells.slice(0, 3)).toEqual(["3", "Fotografi", "Foto Produk, Foto Prewedding"]);
    await screenshot(page, "services-list");
  });

  it("adds a service (client check first, then toast and the new row)", async () => {
    await page.getByRole("button", { name: "Add Service" }).click();
    await page.waitForURL(/\/admin\/services\/add$/);
    await dialog().getByRole("button", { name: "Simpan" }).click();
    expect(await dialog().getByRole("alert").textContent()).toBe("All fields are required");
    await settle();
    await screenshot(page, "services-add-dialog");
    await dialog().getByLabel("Nama Service").fill("Dekorasi E2E");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Layanan berhasil ditambahkan!").waitFor();
    await page.waitForURL(/\/admin\/services(\?.*)?$/);
    await row("Dekorasi E2E").waitFor();
    expect(await cellTexts(row("Dekorasi E2E"))).toContain("-");
  });

  it("adds a sub-service through the service dropdown", async () => {
    await page.getByRole("button", { name: "Add Sub Service" }).click();
    await page.waitForURL(/\/admin\/services\/addSubServices$/);
    const select = dialog().getByLabel("Service", { exact: true });
    expect(await select.locator("option").first().textContent()).toBe("Select Services");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    expect(await dialog().getByRole("alert").textContent()).toBe("All fields are required.");
    await select.selectOption({ label: "Dekorasi E2E" });
    await dialog().getByLabel("Nama Sub Service").fill("Bunga Meja");
    await settle();
    await screenshot(page, "services-add-sub-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Data berhasil ditambahkan!").waitFor();
    await row("Bunga Meja").waitFor();
  });

  it("opens the detail popup", async () => {
    await row("Dekorasi E2E").getByRole("button", { name: "Detail" }).click();
    await dialog().getByText("Detail Service").waitFor();
    expect(await dialog().innerText()).toContain("Dekorasi E2E");
    expect(await dialog().innerText()).toContain("Bunga Meja");
    await settle();
    await screenshot(page, "services-detail-dialog");
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
  });

  it("edits name and sub-services in the dialog; the PUT carries the whole list", async () => {
    const id = await serviceId("Dekorasi E2E");
    await row("Dekorasi E2E").getByRole("button", { name: "Edit" }).click();
    await page.waitForURL(new RegExp(`/admin/services/edit/${id}$`));
    const name = dialog().getByLabel("Nama Service");
    await expect.poll(() => name.inputValue()).toBe("Dekorasi E2E");
    await name.fill("Dekorasi Ruang");
    await dialog().getByRole("button", { name: "Tambah Sub Service" }).click();
    await dialog().getByLabel("Sub service 2", { exact: true }).fill("Balon");
    await settle();
    await screenshot(page, "services-edit-dialog");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Berhasil: Service berhasil diperbarui").waitFor();
    await page.waitForURL(/\/admin\/services(\?.*)?$/);
    await row("Dekorasi Ruang").waitFor();
    const subs = await srv.db.query<{ name: string }>(
      "SELECT name FROM sub_services WHERE services_id = $1 ORDER BY id",
      [id],
    );
    expect(subs.map((s) => s.name)).toEqual(["Bunga Meja", "Balon"]);
  });

  it("a reload on an edit URL shows the list with the dialog open; Batal returns to the list", async () => {
    const id = await serviceId("Dekorasi Ruang");
    await page.goto(`${srv.url}/admin/services/edit/${id}`);
    await rows().first().waitFor();
    const name = dialog().getByLabel("Nama Service");
    await expect.poll(() => name.inputValue()).toBe("Dekorasi Ruang");
    expect(await rows().count()).toBe(6);
    await dialog().getByRole("button", { name: "Batal" }).click();
    await page.waitForURL(/\/admin\/services(\?.*)?$/);
    await dialog().waitFor({ state: "detached" });
  });

  it("refuses to delete a service that orders use, with the server message", async () => {
    await row("Pendamping Acara").getByRole("button", { name: "Hapus" }).click();
    const alert = page.locator(".bp6-alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Hapus Service?");
    expect(await alert.innerText()).toContain("Data akan hilang permanen!");
    await settle();
    await screenshot(page, "services-delete-confirm");
    await alert.getByRole("button", { name: "Ya, hapus!" }).click();
    const t = toast("Gagal menghapus");
    await t.waitFor();
    expect(await t.innerText()).toMatch(
      /Service masih dipakai oleh \d+ order, tidak dapat dihapus/,
    );
    expect(await row("Pendamping Acara").count()).toBe(1);
  });

  it("deletes an unused service after confirmation", async () => {
    await row("Dekorasi Ruang").getByRole("button", { name: "Hapus" }).click();
    await page.locator(".bp6-alert").getByRole("button", { name: "Ya, hapus!" }).click();
    await toast("Service dihapus").waitFor();
    await row("Dekorasi Ruang").waitFor({ state: "detached" });
    const left = await srv.db.query("SELECT id FROM services WHERE name = 'Dekorasi Ruang'");
    expect(left).toHaveLength(0);
  });

  it("changes the page size, pages, and filters the name on the server in the header", async () => {
    for (let i = 1; i <= 8; i++) {
      await srv.db.query("INSERT INTO services (name) VALUES ($1)", [
        `Layanan Uji ${String(i).padStart(2, "0")}`,
      ]);
    }
    await openList();
    expect(await caption(grid()).textContent()).toBe("Menampilkan 10 dari 13 data");
    await grid().getByLabel("Tampilkan").selectOption("5");
    await expect.poll(() => rows().count()).toBe(5);
    expect(await caption(grid()).textContent()).toBe("Menampilkan 5 dari 13 data");
    await grid().getByRole("button", { name: "Halaman 3" }).click();
    await expect.poll(() => caption(grid()).textContent()).toBe("Menampilkan 3 dari 13 data");
    expect((await cellTexts(rows().first()))[0]).toBe("11");

    await grid().getByLabel("Nama Service Filter Input").fill("Layanan Uji");
    await expect.poll(() => caption(grid()).textContent()).toBe("Menampilkan 5 dari 8 data");
    expect((await cellTexts(rows().first()))[0]).toBe("1"); // a filter returns to page 0
    await screenshot(page, "services-filtered");
  });

  it("exports every filtered row as CSV through the grid export (BOM, header, all pages)", async () => {
    const { name, bom, lines } = await exportedCsv(page);
    expect(name).toMatch(/^daftar-jasa_semua-tanggal_diekspor-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(bom).toBe(true);
    expect(lines[0]).toBe("No;Nama Service;Sub Service");
    expect(lines).toHaveLength(1 + 8);
    expect(lines[1]).toBe("1;Layanan Uji 01;");
  });
});
