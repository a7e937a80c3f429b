// The import wizard ('Impor' on /admin/orders) in Chromium against the real server on the demo
// data: a pasted block and a generated .xlsx (good, bad and 'sudah ada' rows) go through the
// preview (counts, refused cells red with their reason, 'Kesalahan', the bad-rows switch), the
// import and its result; the failed rows come back as an .xlsx with their original cells and
// 'Kesalahan'; the result's link opens the orders grid filtered by the batch; an import is undone.
// A workbook with two visible sheets is read from the first, and the other is picked. 'Riwayat
// impor' lists the batches with their orders (a chip clears the batch filter), their failed rows
// and 'Batalkan impor'.
import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { e2eFile } from "../helpers/session";
import { downloadedSheet, rowValues } from "../helpers/files";
import { bodyRows, cellText, rp } from "../helpers/page-parts";
import type { ApiClient } from "../helpers/api-client";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import { IMPORT_MESSAGES } from "../../src/contract/imports";

let page: Page;
let srv: RunningServer;
let api: ApiClient;
const { dialog, toast } = e2eFile({ seedDemo: true }, (f) => ({ srv, page, api } = f));

const HEADERS = ["No Order", "Tanggal", "Admin", "Talent", "Customer", "Jasa", "Harga", "Refund"];
// numbers far above the demo's, dates in a month nobody closed
const PASTED = [
  ["880001", "03/06/2024", "admin1", "Ayu Lestari", "Xena Tempel", "Musik", "Rp 150.000", ""],
  ["880002", "04/06/2024", "admin2", "bima  saputra", "Yoga Tempel", "", "200.000", "Refund 50%"],
];
type Cell = string | number | Date;
const FILE_ROWS: Cell[][] = [
  [880101, "05/06/2024", "admin1", "Citra Dewi", "Ani Berkas", "Fotografi", 300000, "Tidak ada"],
  [
    880102,
    new Date(Date.UTC(2024, 5, 6)),
    "admin3",
    "Dimas Pratama",
    "Banu Berkas",
    "",
    "Rp 1.000.000",
    "REFUND_100",
  ],
  [880103, 45450, "admin1", "eka rahmawati", "Cici Berkas", "", "250.000", ""],
  [880104, "07/06/2024", "admin1", "Nobody", "Dedi Berkas", "", 100000, ""],
  [880105, "08/06/2024", "admin1", "Citra Dewi", "Euis Berkas", "", "seratus", ""],
  // the first pasted row again, cell for cell: 'sudah ada'
  PASTED[0],
];

async function workbook(sheets: [string, Cell[][]][] = [["Order", FILE_ROWS]]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const ws = wb.addWorksheet(name);
    ws.addRow(HEADERS);
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const wizard = () => dialog().filter({ hasText: "Impor order" });
const preview = () => page.getByRole("region", { name: "Pratinjau impor" });
// the preview's rows are identified by their line in the sheet
const previewRow = (line: number) =>
  preview().locator(`.ag-grid-scrolling-container [row-id="${line}"]`);
/** AG Grid draws only the columns in view: scroll the preview sideways to `colId`'s side. */
const scrollPreview = (to: "start" | "end") =>
  preview()
    .locator(".ag-body-horizontal-scroll-viewport")
    .evaluate((el, end) => (el.scrollLeft = end ? el.scrollWidth : 0), to === "end");
const counts = () => wizard().getByTestId("import-counts").innerText();
const result = () => wizard().getByTestId("import-result").innerText();
const batchOrders = (id: number) =>
  api.get<{ data: { no_order: number; customer_name: string }[]; totalRows: number }>(
    `/order/orders?import_id=${id}&limit=50`,
  );
const lastBatch = async () =>
  (
    await api.get<{ result: { id: number; file_name: string; undone_at: string | null }[] }>(
      "/imports?limit=1",
    )
  ).result[0];

async function openWizard() {
  await page.goto(`${srv.url}/admin/orders`);
  await page.getByRole("button", { name: "Impor" }).click();
  await wizard().getByLabel("Blok yang ditempel").waitFor();
}

async function chooseFile(name: string, buffer: Buffer) {
  await wizard().getByLabel("File impor").setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  await wizard().getByRole("button", { name: "Lanjut" }).click();
  await preview().waitFor();
}

async function pasteBlock(rows: string[][]) {
  const text = [HEADERS, ...rows].map((r) => r.join("\t")).join("\n");
  await wizard().getByLabel("Blok yang ditempel").fill(text);
  await wizard().getByRole("button", { name: "Lanjut" }).click();
  await preview().waitFor();
}

describe("import wizard", () => {
  it("imports a pasted block: preview with the money, then the result", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWizard();
    await screenshot(page, "import-1-source-1366");
    await pasteBlock(PASTED);
    await expect.poll(counts).toBe("2 siap · 0 salah · 0 sudah ada");
    await screenshot(page, "import-2-preview-paste-1366");
    expect(await previewRow(3).locator('[col-id="talent"]').innerText()).toBe("Bima Saputra");
    await scrollPreview("end");
    // the money each row will produce: 50 % refund of 200.000 → net 100.000
    const second = previewRow(3);
    await expect.poll(() => second.locator('[col-id="net_price"]').innerText()).toBe(rp(100000));
    // a hurried double click imports once: one batch, and its result stays on screen (a second
    // import would answer "0 order diimpor · 2 sudah ada" over it)
    const imports: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/imports/orders")) imports.push(r.url());
    });
    // two clicks in one task: before React can render the button busy
    await wizard()
      .getByRole("button", { name: "Impor 2 baris" })
      .evaluate((b: HTMLElement) => (b.click(), b.click()));
    await expect.poll(result).toBe("2 order diimpor · 0 sudah ada · 0 gagal");
    expect(imports).toHaveLength(1);
    // nothing failed: no failed-rows file to offer
    expect(await wizard().getByRole("button", { name: "Unduh baris yang gagal" }).count()).toBe(0);
    const batch = await lastBatch();
    expect(batch.file_name).toBe("tempel.tsv");
    const orders = await batchOrders(batch.id);
    expect(orders.data.map((o) => o.customer_name).sort()).toEqual(["Xena Tempel", "Yoga Tempel"]);
  });

  it("previews an .xlsx with bad and duplicate rows, imports, downloads the failed rows", async () => {
    await openWizard();
    await chooseFile("riwayat.xlsx", await workbook());
    await expect.poll(counts).toBe('3 siap · 2 salah · 1 sudah ada · sheet "Order"');
    // the three ways of writing a date, read as the same kind of day
    expect(await previewRow(3).locator('[col-id="date"]').innerText()).toBe("06/06/2024");
    expect(await previewRow(4).locator('[col-id="date"]').innerText()).toBe("07/06/2024");
    // refused cells: red, with the reason as their tooltip and in 'Kesalahan'
    const unknown = previewRow(5).locator('[col-id="talent"]');
    expect(await unknown.getAttribute("class")).toContain("kt-import-bad");
    expect(await unknown.innerText()).toBe("Nobody");
    // a refused row keeps what was typed, to be found in the file
    expect(await previewRow(5).locator('[col-id="no_order"]').innerText()).toBe("880104");
    const badPrice = previewRow(6).locator('[col-id="price"]');
    expect(await badPrice.getAttribute("class")).toContain("kt-import-bad");
    expect(await previewRow(5).locator('[col-id="price"]').getAttribute("class")).not.toContain(
      "kt-import-bad",
    );
    await unknown.hover();
    await expect
      .poll(() => page.locator(".ag-tooltip").innerText())
      .toBe(IMPORT_MESSAGES.unknown("Nobody"));
    expect(await previewRow(5).locator('[col-id="errors"]').innerText()).toBe(
      'Talent: "Nobody" tidak ditemukan',
    );
    expect(await previewRow(7).locator('[col-id="status"]').innerText()).toBe("Sudah ada");
    await screenshot(page, "import-2-preview-1366");
    // the bad rows only
    await wizard().getByText("Hanya baris yang salah").click();
    await expect
      .poll(() => bodyRows(preview()).locator('[col-id="line"]').allInnerTexts())
      .toEqual(["5", "6"]);
    await screenshot(page, "import-3-bad-rows-1366");

    await wizard().getByRole("button", { name: "Impor 3 baris" }).click();
    await expect.poll(result).toBe("3 order diimpor · 1 sudah ada · 2 gagal");
    await screenshot(page, "import-4-result-1366");
    const batch = await lastBatch();
    expect(batch.file_name).toBe("riwayat.xlsx");

    // the failed rows: their original cells and why, importable again once fixed
    const { ws } = await downloadedSheet(page, () =>
      wizard().getByRole("button", { name: "Unduh baris yang gagal" }).click(),
    );
    const values = (n: number) => rowValues(ws, n).map(String);
    expect(values(1)).toEqual([...HEADERS, "Kesalahan"]);
    expect(ws.rowCount).toBe(3);
    expect(values(2).slice(0, 5)).toEqual([
      "880104",
      "07/06/2024",
      "admin1",
      "Nobody",
      "Dedi Berkas",
    ]);
    expect(values(2)[HEADERS.length]).toBe('Talent: "Nobody" tidak ditemukan');
    expect(values(3)[4]).toBe("Euis Berkas");
    expect(values(3)[HEADERS.length]).toMatch(/^Harga: /);

    // the result's link: the orders grid holding exactly the batch
    await wizard().getByRole("link", { name: "Lihat order hasil impor ini" }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get("import_id"))
      .toBe(String(batch.id));
    const grid = page.getByRole("region", { name: "Daftar order" });
    await expect
      .poll(async () =>
        (await bodyRows(grid).locator('[col-id="customer_name"]').allInnerTexts()).sort(),
      )
      .toEqual(["Ani Berkas", "Banu Berkas", "Cici Berkas"]);
    await screenshot(page, "import-5-orders-of-batch-1366");
    expect((await batchOrders(batch.id)).totalRows).toBe(3);
  });

  it("re-importing the same block imports nothing; a batch is undone", async () => {
    await openWizard();
    await pasteBlock(PASTED);
    await expect.poll(counts).toBe("0 siap · 0 salah · 2 sudah ada");
    expect(await wizard().getByRole("button", { name: "Impor 0 baris" }).isDisabled()).toBe(true);
    await wizard().getByRole("button", { name: "Kembali" }).click();

    const fresh = [
      ["880201", "10/06/2024", "admin1", "Gita Permata", "Zaki Batal", "", "120000", ""],
    ];
    await pasteBlock(fresh);
    await expect.poll(counts).toBe("1 siap · 0 salah · 0 sudah ada");
    await wizard().getByRole("button", { name: "Impor 1 baris" }).click();
    await expect.poll(result).toBe("1 order diimpor · 0 sudah ada · 0 gagal");
    const batch = await lastBatch();
    expect((await batchOrders(batch.id)).totalRows).toBe(1);
    // asked first, as in 'Riwayat impor': 'Batal' keeps the orders
    const alert = page.locator(".bp6-alert");
    await wizard().getByRole("button", { name: "Batalkan impor" }).click();
    await alert.getByText("1 order dari impor ini akan dihapus.").waitFor();
    await alert.getByRole("button", { name: "Batal" }).click();
    await alert.waitFor({ state: "hidden" });
    expect((await batchOrders(batch.id)).totalRows).toBe(1);
    await wizard().getByRole("button", { name: "Batalkan impor" }).click();
    await alert.getByRole("button", { name: "Ya, hapus!" }).click();
    await toast(IMPORT_MESSAGES.undoneOk(1)).waitFor();
    expect((await batchOrders(batch.id)).totalRows).toBe(0);
    expect((await lastBatch()).undone_at).not.toBeNull();
  });
});

// after the batches above: the same server, in file order
describe("import wizard: sheets and past batches", () => {
  it("reads the first of two visible sheets; the other is picked in the wizard", async () => {
    const row = (no: number, customer: string): Cell[] => [
      no,
      "12/06/2024",
      "admin1",
      "Citra Dewi",
      customer,
      "",
      100000,
      "",
    ];
    const bytes = await workbook([
      ["Juni", [row(880301, "Sheet Satu")]],
      ["Juli", [row(880302, "Sheet Dua"), row(880303, "Sheet Tiga")]],
    ]);
    await openWizard();
    await chooseFile("dua-sheet.xlsx", bytes);
    await expect.poll(counts).toBe('1 siap · 0 salah · 0 sudah ada · sheet "Juni"');
    await wizard().getByRole("combobox", { name: "Sheet" }).selectOption("Juli");
    await expect.poll(counts).toBe('2 siap · 0 salah · 0 sudah ada · sheet "Juli"');
    expect(await previewRow(3).locator('[col-id="customer_name"]').innerText()).toBe("Sheet Tiga");
    await screenshot(page, "import-6-sheet-choice-1366");
  });

  it("'Riwayat impor': past batches newest first, their orders, failed rows and undo", async () => {
    type Batch = {
      id: number;
      file_name: string;
      created: number;
      failed: number;
      undone_at: string | null;
    };
    const batches = (await api.get<{ result: Batch[] }>("/imports?limit=10")).result;
    expect(batches.map((b) => b.file_name)).toEqual(["tempel.tsv", "riwayat.xlsx", "tempel.tsv"]);
    await openWizard();
    await wizard().getByRole("tab", { name: "Riwayat impor" }).click();
    const history = page.getByRole("region", { name: "Riwayat impor" });
    const row = (id: number) => history.locator(`[row-id="${id}"]`);
    await expect
      .poll(() => bodyRows(history).locator('[col-id="file_name"]').allInnerTexts())
      .toEqual(batches.map((b) => b.file_name));
    await screenshot(page, "import-7-history-1366");
    const [undone, file, pasted] = batches;
    expect(await cellText(history, row(undone.id), "undone_at")).toMatch(/^Dibatalkan \d/);
    expect(await row(undone.id).getByRole("button", { name: "Batalkan impor" }).isDisabled()).toBe(
      true,
    );
    // nothing failed in a pasted batch: no file to offer
    expect(
      await row(pasted.id).getByRole("button", { name: "Unduh baris yang gagal" }).isDisabled(),
    ).toBe(true);

    // a past batch's failed rows, as the result step offered them
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row(file.id).getByRole("button", { name: "Unduh baris yang gagal" }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    expect(wb.worksheets[0].rowCount).toBe(3);
    expect(wb.worksheets[0].getRow(2).getCell(HEADERS.length + 1).value).toBe(
      'Talent: "Nobody" tidak ditemukan',
    );

    // 'Batalkan impor' asks first, then removes the batch's orders
    await row(pasted.id).getByRole("button", { name: "Batalkan impor" }).click();
    await page.locator(".bp6-alert").getByRole("button", { name: "Ya, hapus!" }).click();
    await toast(IMPORT_MESSAGES.undoneOk(pasted.created)).waitFor();
    await expect
      .poll(() => cellText(history, row(pasted.id), "undone_at"))
      .toMatch(/^Dibatalkan \d/);
    expect((await batchOrders(pasted.id)).totalRows).toBe(0);

    // its orders: the grid filtered by the batch, a chip saying so that clears it
    await row(file.id).getByRole("button", { name: "Lihat order" }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get("import_id"))
      .toBe(String(file.id));
    const chip = page.getByText(`Order dari impor #${file.id}`);
    await chip.waitFor();
    const grid = page.getByRole("region", { name: "Daftar order" });
    await expect.poll(() => bodyRows(grid).count()).toBe(3);
    await screenshot(page, "import-8-batch-chip-1366");
    await page.getByRole("button", { name: "Hapus filter impor" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("import_id")).toBeNull();
    expect(await chip.count()).toBe(0);
    await expect.poll(() => bodyRows(grid).count()).toBeGreaterThan(3);
  });
});
