// The PDF exports and previews in Chromium against the real server (nothing intercepted):
// the file saved with the spec's name and a %PDF header, 'Mengunduh...' while it comes, the
// empty-month toast without a call, the 'Pratinjau' dialog showing the document, and 'Export
// semua' holding every talent's slip.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { pdfShown, screenshot, watchSeen, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { createCatalog, insertOrder } from "../helpers/report-fixtures";
import { pdfText } from "../helpers/pdf-text";

let srv: RunningServer;
let b: Browser;
let talentId: number;
let adminId: number;
const MONTH = "2026-10";
e2eFile({ seedDemo: false }, (f) => ({ srv, b } = f));

beforeAll(async () => {
  const cat = await createCatalog(srv.db, ["Ayu Lestari", "Bima Sakti"]);
  talentId = cat.talents[0].id;
  const [owner] = await srv.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
    E2E_OWNER.email,
  ]);
  adminId = owner.id;
  for (const [date, price] of [
    ["2026-10-05", 1_500_000],
    ["2026-10-07", 750_000],
    ["2026-10-20", 2_000_000],
  ] as const)
    await insertOrder(srv.db, cat, {
      date,
      price,
      talents_id: talentId,
      user_id: adminId,
      tips: [{ receiver_type: "talent", amount: 50_000 }],
    });
  // A second talent in the week of 5 October: 'Export semua' holds both slips.
  await insertOrder(srv.db, cat, {
    date: "2026-10-06",
    price: 900_000,
    talents_id: cat.talents[1].id,
    user_id: adminId,
  });
});

/** Clicks 'Export PDF', sees 'Mengunduh...' meanwhile, and answers the saved file. */
async function exportPdf(page: Page) {
  const disabled = await watchSeen(page, "button:disabled");
  const download = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await download;
  expect(await disabled()).toContain("Mengunduh...");
  const path = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString() };
}

async function preview(page: Page, shot: string) {
  await page.getByRole("button", { name: "Pratinjau" }).click();
  const dialog = page.getByRole("dialog");
  await pdfShown(dialog.locator("iframe"));
  await screenshot(page, shot);
  await dialog.getByRole("button", { name: "Tutup" }).click();
}

/** A rekap of MONTH exports `{kind}-report-{id}-{MONTH}.pdf` and previews the same document. */
async function exportsRekap(kind: "talent" | "admin", id: number, shownName: string) {
  const page = b.page;
  await page.goto(`${srv.url}/admin/${kind}-rekap/${id}?month=${MONTH}`);
  await page.getByText(shownName).first().waitFor();
  const file = await exportPdf(page);
  expect(file.name).toBe(`${kind}-report-${id}-${MONTH}.pdf`);
  expect(file.head).toBe("%PDF-");
  await page.getByRole("button", { name: "Export PDF" }).waitFor();
  await preview(page, `pdf-preview-${kind}-rekap`);
}

describe("talent-rekap", () => {
  it("exports talent-report-{id}-{month}.pdf and previews the same document", () =>
    exportsRekap("talent", talentId, "Ayu Lestari"));

  it("says 'Tidak ada data untuk di-export' for an empty month and calls nothing", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/talent-rekap/${talentId}?month=2025-01`);
    await page.getByText("Ayu Lestari").first().waitFor();
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/download") && calls.push(r.url()));
    await page.getByRole("button", { name: "Export PDF" }).click();
    await page.getByText("Tidak ada data untuk di-export").waitFor();
    expect(calls).toEqual([]);
  });
});

describe("admin-rekap", () => {
  it("exports admin-report-{id}-{month}.pdf", () => exportsRekap("admin", adminId, "owner"));
});

describe("weekly-talent-report", () => {
  it("exports a row's slip as Report_{name}_{start}_{end}.pdf and previews it", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/report/weekly-talent-report/${talentId}`);
    await page.getByText("Laporan Mingguan: Ayu Lestari").waitFor();
    const grid = page.getByRole("treegrid").or(page.getByRole("grid")).first();
    const firstRow = grid.locator(
      '.ag-center-cols-container .ag-row[row-index="0"], .ag-row[row-index="0"]',
    );
    const disabled = await watchSeen(page, '.ag-row[row-index="0"] button:disabled');
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await firstRow.getByRole("button", { name: "Export PDF" }).first().click();
    const file = await download;
    expect(await disabled()).toContain("Mengunduh...");
    // Back to 'Export PDF' and enabled once the file is saved.
    await expect
      .poll(() => firstRow.getByRole("button", { name: "Export PDF" }).first().isEnabled())
      .toBe(true);
    expect(file.suggestedFilename()).toBe("Report_Ayu Lestari_2026-10-19_2026-10-25.pdf");
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await firstRow.getByRole("button", { name: "Pratinjau" }).first().click();
    const dialog = page.getByRole("dialog");
    await pdfShown(dialog.locator("iframe"));
    await screenshot(page, "pdf-preview-weekly-slip");
  });
});

describe("weekly-talent-reports", () => {
  it("'Export semua' saves one PDF with every talent's slip of the chosen week", async () => {
    const page = b.page;
    await page.goto(
      `${srv.url}/admin/report/weekly-talent-reports?start=2026-10-05&end=2026-10-11`,
    );
    await page.getByText("Bima Sakti").first().waitFor();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await page.getByRole("button", { name: "Export semua" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Report_Semua_2026-10-05_2026-10-11.pdf");
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    const slips = ["Ayu Lestari", "Bima Sakti"].map(
      (name) => text.pages.filter((p) => p.includes(`Talent: ${name}`)).length,
    );
    expect(slips).toEqual([1, 1]);
    expect(text.all).toContain("06/10/2026");
  });
});
