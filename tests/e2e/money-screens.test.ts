// The money screens in Chromium against the real server on demo data: summary (tiles, lists,
// detail dialogs, date range in the URL, reconciliation), kas (modal Batal / Simpan / a failed
// save stays open, history), weekly (cards, grid view with the global total pinned), the weekly
// talent list (page size and search return to the first page), one talent's weekly report
// (labelled pinned totals, reload keeps the URL's params) and the weekly payout list. Every
// figure is compared with the JSON the server sent to the page. Screenshots at 1600 and 800 px.
import { afterAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { e2eFile, signedInBrowser } from "../helpers/session";
import { bodyRows, caption, noRowsOverlay } from "../helpers/page-parts";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";

let srv: RunningServer;
let b: Browser;
let page: Page;
const { region, settle } = e2eFile(
  { seedDemo: true, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, b, page } = f),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted below
type Json = any;

/** Runs `action` and answers the JSON of the first 200 response whose path is `path`. */
async function responseOf(
  path: string,
  action: () => Promise<unknown>,
  search = "",
): Promise<Json> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => {
      const u = new URL(r.url());
      return r.status() === 200 && u.pathname === path && u.search.includes(search);
    }),
    action(),
  ]);
  return res.json();
}

/** A full page load; calls still running on the old page are let finish first. */
async function go(path: string) {
  await settle();
  await page.goto(`${srv.url}${path}`);
}
async function shots(name: string) {
  await settle();
  await screenshot(page, `${name}-1600`);
  await page.setViewportSize({ width: 800, height: 1000 });
  await settle();
  await screenshot(page, `${name}-800`);
  await page.setViewportSize({ width: 1600, height: 1000 });
}
const pinned = (grid: Locator, label: string) =>
  grid.locator(".ag-row-pinned").filter({ hasText: label });
/**
 * The text of a labelled pinned row's cell in whichever container holds its column (money the
 * screen keeps in view is pinned right, in another row element with the same row-index).
 */
async function pinnedText(grid: Locator, label: string, colId: string) {
  const index = await pinned(grid, label).first().getAttribute("row-index");
  return grid
    .locator(`.ag-row-pinned[row-index="${index}"] .ag-cell[col-id="${colId}"]`)
    .textContent();
}
const dataCell = (grid: Locator, row: number, colId: string) =>
  grid.locator(`.ag-row[row-index="${row}"]:not(.ag-row-pinned) .ag-cell[col-id="${colId}"]`);
const query = () => new URL(page.url()).searchParams;

describe("summary", () => {
  let summary: Json;

  it("shows the nine figures of the global summary as tiles, and the two lists", async () => {
    summary = (await responseOf("/api/report/summary/global", () => go("/admin/summary"))).data;
    for (const key of [
      "total_uang_masuk",
      "total_talent_fee",
      "tip_talent",
      "total_admin_fee",
      "tip_admin",
      "uang_talent_dan_tip",
      "uang_admin_dan_tip",
      "kas",
      "sisa",
    ]) {
      await expect
        .poll(() => page.getByTestId(`summary-${key}`).textContent(), { timeout: 10_000 })
        .toBe(formatRupiah(summary[key]));
    }
    for (const label of ["Total Uang Masuk", "Uang Talent + Tip", "Uang Admin + Tip", "Sisa"])
      await page.getByRole("group", { name: label, exact: true }).waitFor();
    await region("Daftar talent").getByText(summary.talents[0].name, { exact: true }).waitFor();
    await region("Daftar admin").getByText(summary.admins[0].username, { exact: true }).waitFor();
    for (const text of [
      "Money Report Talent",
      "Money Report Admin",
      "Weekly Report Talent",
      "Edit Kas",
    ])
      await page.getByRole("button", { name: text }).waitFor();
    await expect.poll(() => page.getByTestId("reconcile-status").textContent()).toContain("Cocok");
    await shots("summary");
  });

  it("opens the talent and admin details with the server's figures", async () => {
    const t = summary.talents[0];
    const detail = await responseOf(`/api/report/summary/talent/${t.id}`, () =>
      region("Daftar talent").getByText(t.name, { exact: true }).click(),
    );
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Detail Talent").waitFor();
    await dialog.getByText(formatRupiah(detail.data.total_talent_share)).waitFor();
    expect(await dialog.innerText()).toContain(formatRupiah(detail.data.talent_fee));
    await screenshot(page, "summary-talent-detail-1600");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const a = summary.admins[0];
    const admin = await responseOf(`/api/report/summary/admin/${a.id}`, () =>
      region("Daftar admin").getByText(a.username, { exact: true }).click(),
    );
    await dialog.getByText("Detail Admin").waitFor();
    await dialog.getByText(formatRupiah(admin.data.total_admin_fee)).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("filters the talent list by name in its header on the server; the figures stay", async () => {
    const name = summary.talents[0].name as string;
    const part = name.slice(0, 3).toLowerCase();
    const filtered = await responseOf("/api/report/summary/global", () =>
      region("Daftar talent").getByLabel("Nama Filter Input").fill(part),
    );
    expect(query().get("talent_name")).toBe(part);
    const names = filtered.data.talents.map((t: Json) => t.name as string);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain(part);
    await expect
      .poll(() => region("Daftar talent").locator('.ag-cell[col-id="name"]').allTextContents())
      .toEqual(names);
    expect(filtered.data.total_uang_masuk).toBe(summary.total_uang_masuk);
    await page.getByRole("button", { name: "Hapus filter" }).first().click();
    await expect.poll(() => query().get("talent_name")).toBeNull();
    await expect
      .poll(() => region("Daftar talent").locator('.ag-cell[col-id="name"]').count())
      .toBe(summary.talents.length);
  });

  it("keeps a date range in the URL: a reload shows the same figures", async () => {
    const start = "2000-01-01";
    const end = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    // Typed as the calendar shows dates (dd/MM/yyyy), whatever the browser's language.
    const shown = (d: string) => d.split("-").reverse().join("/");
    await page.getByLabel("Tanggal mulai").fill(shown(start));
    const ranged = await responseOf(
      "/api/report/summary/global",
      async () => {
        await page.getByLabel("Tanggal akhir").fill(shown(end));
        await page.getByLabel("Tanggal akhir").press("Enter");
      },
      `end_date=${end}`,
    );
    await expect.poll(() => query().get("start")).toBe(start);
    await expect.poll(() => query().get("end")).toBe(end);
    expect(ranged.data.total_uang_masuk).toBeLessThan(summary.total_uang_masuk);
    await expect
      .poll(() => page.getByTestId("summary-total_uang_masuk").textContent())
      .toBe(formatRupiah(ranged.data.total_uang_masuk));
    await page.reload();
    await expect
      .poll(() => page.getByTestId("summary-total_uang_masuk").textContent(), { timeout: 10_000 })
      .toBe(formatRupiah(ranged.data.total_uang_masuk));
    expect(await page.getByLabel("Tanggal akhir").inputValue()).toBe(shown(end));
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Semua waktu" }).click();
    await expect.poll(() => query().get("end")).toBe(null);
  });
});

describe("date range before its calendar has arrived (a slow network)", () => {
  it("the boxes take a typed date at once; the calendar opens when its chunk comes", async () => {
    const slow = await b.newPage();
    // a route turns the cache off: the calendar's chunk is fetched again, and held
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await slow.route("**/assets/DateCalendar-*.js", async (route) => {
      await arrived;
      await route.continue();
    });
    await slow.goto(`${srv.url}/admin/summary`);
    await slow.getByTestId("summary-total_uang_masuk").waitFor();
    const period = slow.getByRole("group", { name: "Periode" });
    const start = period.getByLabel("Tanggal mulai");
    // typing needs no calendar: the box is the real one from the first paint
    await start.click();
    await slow.keyboard.type("01/01/2000");
    await slow.keyboard.press("Enter");
    await expect.poll(() => new URL(slow.url()).searchParams.get("start")).toBe("2000-01-01");
    // the calendar button waits for its chunk, then opens on the day typed
    await period.getByRole("button", { name: "Pilih di kalender" }).first().click();
    arrive();
    const calendar = slow.locator(".bp6-datepicker");
    await calendar.waitFor();
    expect(await calendar.locator("[aria-selected=true], .rdp-selected").count()).toBeGreaterThan(
      0,
    );
    await slow.keyboard.press("Escape");
    await calendar.waitFor({ state: "detached" });
    expect(await start.inputValue()).toBe("01/01/2000");
    await slow.close();
  });
});

describe("kas", () => {
  const totalKas = () => page.getByTestId("total-kas").textContent();

  it("shows the balance; Batal closes the modal without a change", async () => {
    const { data } = await responseOf("/api/settings/kas", () => go("/admin/kas"));
    await page.getByRole("heading", { name: "Saldo Kas" }).waitFor();
    await page.getByText("Total Kas").waitFor();
    await expect.poll(totalKas).toBe(formatRupiah(data.kas));
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Saldo Kas" });
    const input = dialog.getByPlaceholder("Masukkan nilai kas baru");
    expect(await input.inputValue()).toBe(data.kas.toLocaleString("id-ID"));
    await input.fill("777");
    await dialog.getByRole("button", { name: "Batal" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await totalKas()).toBe(formatRupiah(data.kas));
    await page.getByRole("button", { name: "⬅ Kembali" }).waitFor();
  });

  it("Simpan saves, closes and reloads the balance and its history", async () => {
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Saldo Kas" });
    await dialog.getByPlaceholder("Masukkan nilai kas baru").fill("1234567");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(totalKas).toBe(formatRupiah(1234567));
    const [row] = await srv.db.query<{ kas: number }>("SELECT kas FROM settings");
    expect(Number(row.kas)).toBe(1234567);
    const history = region("Riwayat kas");
    await expect
      .poll(() => dataCell(history, 0, "new_kas").textContent())
      .toBe(formatRupiah(1234567));
    expect(await dataCell(history, 0, "username").textContent()).toBe("owner");
    await shots("kas");
  });

  it("a refused value stays open with its message and changes nothing", async () => {
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Saldo Kas" });
    await dialog.getByPlaceholder("Masukkan nilai kas baru").fill("100000000000000000000");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    // the rupiah parser refuses it under the field before anything is sent
    await dialog.getByText(/^maksimal /).waitFor();
    await screenshot(page, "kas-failed-save-1600");
    await dialog.getByRole("button", { name: "Batal" }).click();
    expect(await totalKas()).toBe(formatRupiah(1234567));
  });
});

describe("weekly report", () => {
  it("shows one card per week, then the grid view whose total is the global summary", async () => {
    const weekly = await responseOf("/api/weekly", () => go("/admin/report/weekly"));
    const cards = page.locator(".weekly-card[role=article]");
    await expect.poll(() => cards.count()).toBe(weekly.data.length);
    const first = cards.first();
    expect(await first.innerText()).toContain("Periode");
    expect(await first.innerText()).toContain(formatRupiah(weekly.data[0].total_income));
    await shots("weekly-cards");

    await page.getByRole("button", { name: "Grid" }).click();
    await expect.poll(() => query().get("view")).toBe("grid");
    const grid = region("Weekly report");
    await expect
      .poll(() => pinnedText(grid, "Total keseluruhan", "total_income"))
      .toBe(formatRupiah(weekly.totals.total_income));
    const global = await responseOf("/api/report/summary/global", () => go("/admin/summary"));
    expect(weekly.totals.total_income).toBe(global.data.total_uang_masuk);
    expect(weekly.totals.sisa).toBe(global.data.sisa);
    await go("/admin/report/weekly?view=grid");
    await expect
      .poll(() => pinnedText(grid, "Total keseluruhan", "sisa"))
      .toBe(formatRupiah(global.data.sisa));
    await shots("weekly-grid");
  });
});

describe("weekly talent list and report", () => {
  it("pages, and page size and search return to the first page", async () => {
    const first = await responseOf("/api/order/talents", () => go("/admin/report/weekly-talent"));
    const grid = region("Daftar weekly talent");
    await expect
      .poll(() => caption(grid).textContent())
      .toBe(`Menampilkan ${Math.min(10, first.totalRows)} dari ${first.totalRows} data`);
    for (const h of ["No", "Admin", "Tanggal Order", "Talent", "Aksi"])
      await grid.getByRole("columnheader", { name: h }).waitFor();
    await page.getByPlaceholder("Cari talent atau admin...").waitFor();
    await shots("weekly-talent");

    await responseOf("/api/order/talents", () =>
      grid.getByRole("button", { name: "Halaman 2" }).click(),
    );
    await expect.poll(() => query().get("page")).toBe("2");
    await expect.poll(() => dataCell(grid, 0, "rowNumber").textContent()).toBe("11");
    await responseOf("/api/order/talents", () => grid.getByLabel("Tampilkan").selectOption("5"));
    await expect.poll(() => query().get("page")).toBe(null);
    await expect.poll(() => query().get("size")).toBe("5");
    await expect.poll(() => dataCell(grid, 0, "rowNumber").textContent()).toBe("1");

    // page 2's answer first: else the search below could take it for its own
    await responseOf("/api/order/talents", () =>
      grid.getByRole("button", { name: "Halaman 2" }).click(),
    );
    await expect.poll(() => query().get("page")).toBe("2");
    const name = first.result[0].talent_name as string;
    const found = await responseOf(
      "/api/order/talents",
      () => page.getByPlaceholder("Cari talent atau admin...").fill(name),
      "search=",
    );
    await expect.poll(() => query().get("page")).toBe(null);
    await expect.poll(() => query().get("q")).toBe(name);
    await expect
      .poll(() => caption(grid).textContent())
      .toBe(`Menampilkan ${Math.min(5, found.totalRows)} dari ${found.totalRows} data`);
  });

  it("Lihat Detail opens the talent's weekly report with labelled pinned totals", async () => {
    const grid = region("Daftar weekly talent");
    const row = (await responseOf("/api/order/talents", () => go("/admin/report/weekly-talent")))
      .result[0];
    const report = await responseOf(`/api/weekly/talent/${row.talents_id}`, () =>
      dataCell(grid, 0, "actions").getByRole("button", { name: "Lihat Detail" }).click(),
    );
    // the report may arrive from a hover prefetch before the URL changes
    await page.waitForURL((u) =>
      u.pathname.endsWith(`/admin/report/weekly-talent-report/${row.talents_id}`),
    );
    await page.getByRole("heading", { name: `Laporan Mingguan: ${row.talent_name}` }).waitFor();
    const g = region("Laporan mingguan talent");
    // a filtered header's name goes on with its filter control's ('Total Total Filter: Semua')
    for (const h of ["Periode", "Total Income", "Tip Talent", "Total Talent Share", "Total"])
      await g.getByRole("columnheader", { name: new RegExp(`^${h}( ${h}|$)`) }).waitFor();
    await expect
      .poll(() => pinnedText(g, "Total keseluruhan", "talent_fee_plus_tip"))
      .toBe(formatRupiah(report.totals.all.talent_fee_plus_tip));
    expect(await pinnedText(g, "Total halaman ini", "total_income")).toBe(
      formatRupiah(report.totals.page.total_income),
    );
    await g.getByText("data per halaman").waitFor();
    await g.getByRole("button", { name: "Export PDF" }).first().waitFor();
    await shots("weekly-talent-report");

    // a reload on a report URL with params keeps them
    await responseOf(`/api/weekly/talent/${row.talents_id}`, () =>
      g.getByLabel("data per halaman").selectOption("5"),
    );
    await expect.poll(() => query().get("size")).toBe("5");
    const again = await responseOf(`/api/weekly/talent/${row.talents_id}`, () => page.reload());
    expect(new URL(page.url()).searchParams.get("size")).toBe("5");
    expect(again.data.length).toBe(Math.min(5, again.totalRows));
    expect(await g.getByLabel("data per halaman").inputValue()).toBe("5");
    expect(again.totals.all).toEqual(report.totals.all);
  });

  it("shows 'Tidak diketahui' for a talent that does not exist, and the empty text for one without orders", async () => {
    await go("/admin/report/weekly-talent-report/999999");
    await page.getByRole("heading", { name: "Laporan Mingguan: Tidak diketahui" }).waitFor();
    // the report's call is refused with the server's reason, not shown as an empty report
    await page.getByText("Talent tidak ditemukan", { exact: true }).waitFor();

    const [{ id }] = await srv.db.query<{ id: number }>(
      `INSERT INTO talents (name, gender, talent_categories_id)
       VALUES ('Tanpa Order', 'Woman', (SELECT min(id) FROM talent_categories)) RETURNING id`,
    );
    await go(`/admin/report/weekly-talent-report/${id}`);
    await page.getByRole("heading", { name: "Laporan Mingguan: Tanpa Order" }).waitFor();
    const g = region("Laporan mingguan talent");
    await noRowsOverlay(g, "Tidak ada laporan tersedia untuk talent ini.").waitFor();
    expect(await bodyRows(g).count()).toBe(0);
    expect(await caption(g).textContent()).toBe("Menampilkan 0 dari 0 data");
  });

  it("lists every talent's weeks with the filter's total pinned", async () => {
    const list = await responseOf("/api/weekly/talents", () =>
      go("/admin/report/weekly-talent-reports"),
    );
    const g = region("Weekly payout talent");
    await expect
      .poll(() => pinnedText(g, "Total keseluruhan", "talent_fee_plus_tip"))
      .toBe(formatRupiah(list.totals.talent_fee_plus_tip));
    await expect
      .poll(() => caption(g).textContent())
      .toBe(
        `Menampilkan ${formatNumber(Math.min(25, list.totalRows))} dari ${formatNumber(list.totalRows)} data`,
      );
    const sorted = await responseOf("/api/weekly/talents", () =>
      // the title, not the header's filter control under it
      g.getByRole("columnheader", { name: "Total Income" }).getByText("Total Income").click(),
    );
    await expect.poll(() => query().get("sort")).toBe("total_income");
    const incomes = sorted.result.map((r: Json) => r.total_income as number);
    expect(incomes).toEqual([...incomes].sort((x, y) => x - y));
    await shots("weekly-talent-reports");
    // At 800 px what each talent is still owed (and its total) stays in view, pinned right
    // (RULES.md D9: Sisa Hutang took the pin from Total).
    await page.setViewportSize({ width: 800, height: 1000 });
    for (const cell of [
      dataCell(g, 0, "outstanding"),
      g.locator('.ag-row-pinned .ag-cell[col-id="outstanding"]').first(),
    ]) {
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(800);
    }
    await page.setViewportSize({ width: 1600, height: 1000 });
  });
});

describe("401 on the summary", () => {
  let b2: Browser;
  afterAll(() => b2?.close());

  it("goes to /login when a call answers 401", async () => {
    // A second browser on this file's server whose refresh session is revoked: the access token
    // dies with it (sid), the next call is a 401. Only its session: the file's page stays in.
    const [{ last }] = await srv.db.query<{ last: number }>(
      "SELECT coalesce(max(id), 0)::int AS last FROM refresh_tokens",
    );
    b2 = await signedInBrowser(srv);
    const p = b2.page;
    await p.goto(`${srv.url}/admin/dashboard`);
    const nav = p.getByRole("navigation", { name: "Navigasi utama" });
    // signed in (the page has turned the refresh cookie into its access token) before the cut
    await nav.waitFor();
    await srv.db.query("DELETE FROM refresh_tokens WHERE id > $1", [last]);
    await nav.getByRole("link", { name: "Summary" }).click();
    await p.getByText("Akses Ditolak. Silakan login kembali.").waitFor();
    await p.waitForURL(/\/login$/, { timeout: 10_000 });
  });
});
