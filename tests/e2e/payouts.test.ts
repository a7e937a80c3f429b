// Payouts and closed periods (RULES.md D9) in Chromium against the real server on demo data:
// record a payout from the weekly payout list (one row, pre-filled; then the selected rows at
// once), see Dibayar / Sisa Hutang / Status and kas change; filter on the status; close a month
// on the kas screen and see an order of it refuse an edit.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";
import { monthLabel } from "../../src/contract/payout-values";

let srv: RunningServer;
let page: Page;
const { dialog } = e2eFile(
  { seedDemo: true, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, page } = f),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted below
type Json = any;

const grid = () => page.getByRole("region", { name: "Weekly payout talent", exact: true });
/** A data row's cell by column id, in whichever container (left, center, pinned right) holds it. */
const cell = (row: number, colId: string) =>
  grid().locator(`.ag-row[row-index="${row}"]:not(.ag-row-pinned) .ag-cell[col-id="${colId}"]`);
const kas = async () =>
  (await srv.db.query<{ kas: number }>("SELECT kas FROM settings WHERE id = 1"))[0].kas;

async function openList(search = ""): Promise<Json> {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/weekly/talents" && r.status() === 200,
    ),
    page.goto(`${srv.url}/admin/report/weekly-talent-reports${search}`),
  ]);
  const json = await res.json();
  // an empty answer shows AG Grid's no-rows overlay instead of a row
  if (json.result.length) await cell(0, "outstanding").waitFor();
  return json;
}

/** Clicks Simpan and answers the JSON of the POST it sends, once the list has reloaded. */
async function saveAndReload(path: string): Promise<Json> {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === path && r.request().method() === "POST",
    ),
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/weekly/talents" && r.status() === 200,
    ),
    dialog().getByRole("button", { name: "Simpan" }).click(),
  ]);
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

describe("weekly payout list", () => {
  it("records a payout for one row, pre-filled with what is owed; status and kas follow", async () => {
    const list = await openList();
    const row = list.result[0];
    expect(row.status).toBe("BELUM");
    expect(await cell(0, "status").textContent()).toBe("Belum");
    expect(await cell(0, "outstanding").textContent()).toBe(formatRupiah(row.outstanding));
    const kasBefore = await kas();

    await cell(0, "actions").getByRole("button", { name: "Catat Pembayaran" }).click();
    const amount = dialog().getByLabel("Jumlah Dibayar", { exact: true });
    await expect.poll(() => amount.inputValue()).toBe(formatNumber(row.outstanding));
    await screenshot(page, "payouts-01-dialog-prefilled");
    // too much: the server's message, nothing recorded
    await amount.fill(String(row.outstanding + 1));
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await expect
      .poll(() => dialog().getByRole("alert").textContent())
      .toContain("Jumlah melebihi sisa hutang");
    expect(await kas()).toBe(kasBefore);
    // a part of it
    await amount.fill("1000");
    const saved = await saveAndReload("/api/payouts");
    expect(saved.data).toMatchObject({ amount: 1000, person_id: row.talents_id });
    await expect.poll(() => cell(0, "status").textContent()).toBe("Sebagian");
    expect(await cell(0, "paid").textContent()).toBe(formatRupiah(1000));
    expect(await cell(0, "outstanding").textContent()).toBe(formatRupiah(row.outstanding - 1000));
    expect(await kas()).toBe(kasBefore - 1000);
    await screenshot(page, "payouts-02-partial");

    // back to the summary (no reload): its payout totals and reconciliation show the payout
    const [totals] = await Promise.all([
      page
        .waitForResponse((r) => new URL(r.url()).pathname === "/api/payouts" && r.ok())
        .then(async (r) => (await r.json()).totals),
      page.getByRole("button", { name: "Kembali" }).click(),
    ]);
    expect(totals.paid).toBe(1000);
    await page
      .getByTestId("summary-payout-paid")
      .filter({ hasText: formatRupiah(1000) })
      .waitFor();
    await page
      .getByTestId("reconcile-payout-kas")
      .filter({ hasText: formatRupiah(1000) })
      .waitFor();
    expect(await page.getByTestId("summary-payout-outstanding").textContent()).toContain(
      formatRupiah(totals.outstanding),
    );
  });

  it("records the selected rows at once: each paid in full, all Lunas, kas down by the sum", async () => {
    // weeks already Lunas before: the demo's dates follow today, so a week whose orders were all
    // refunded (nothing owed) can be among them
    const lunasBefore: string[] = (await openList("?status=LUNAS")).result.map((r: Json) => r.id);
    const list = await openList();
    const [a, c] = list.result;
    const kasBefore = await kas();
    // the header's tick-box ticks every row of the page that still owes, and unticks them
    const all = grid().getByRole("checkbox", { name: "Pilih semua baris di halaman ini" });
    await all.check();
    const owing = list.result.filter((r: Json) => r.outstanding > 0).length;
    await page.getByRole("button", { name: `Catat Pembayaran terpilih (${owing})` }).waitFor();
    await all.uncheck();
    await page.getByRole("button", { name: "Catat Pembayaran terpilih (0)" }).waitFor();
    for (const i of [0, 1])
      await grid()
        .locator(`.ag-row[row-index="${i}"]:not(.ag-row-pinned) input[aria-label="Pilih baris"]`)
        .first()
        .check();
    expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    const bulk = page.getByRole("button", { name: "Catat Pembayaran terpilih (2)" });
    await bulk.click();
    await dialog().getByRole("list", { name: "Baris yang dibayar" }).waitFor();
    expect(await dialog().locator("li").count()).toBe(2);
    await screenshot(page, "payouts-03-bulk-dialog");
    const saved = await saveAndReload("/api/payouts/bulk");
    expect(saved.data.map((p: Json) => p.amount)).toEqual([a.outstanding, c.outstanding]);
    await expect.poll(() => cell(0, "status").textContent()).toBe("Lunas");
    expect(await cell(1, "status").textContent()).toBe("Lunas");
    expect(await cell(0, "outstanding").textContent()).toBe(formatRupiah(0));
    expect(await kas()).toBe(kasBefore - a.outstanding - c.outstanding);
    await screenshot(page, "payouts-04-lunas");

    // the status filter: only the paid weeks
    const lunas = await openList("?status=LUNAS");
    const lunasIds = [...lunasBefore, a.id, c.id].sort();
    expect(lunas.result.map((r: Json) => r.id).sort()).toEqual(lunasIds);
    await expect
      .poll(() => grid().locator('.ag-row:not(.ag-row-pinned) .ag-cell[col-id="status"]').count())
      .toBe(lunasIds.length);
    expect(await cell(0, "status").textContent()).toBe("Lunas");
    await screenshot(page, "payouts-05-filter-lunas");

    // kas history names the payouts
    await page.goto(`${srv.url}/admin/kas`);
    await page
      .getByTestId("total-kas")
      .filter({ hasText: formatRupiah(await kas()) })
      .waitFor();
    await page
      .getByRole("region", { name: "Riwayat kas" })
      .getByText(/Pembayaran #\d+/)
      .first()
      .waitFor();

    // the talent's page: weeks with the running balance, and the payout just recorded
    const [ledger] = await Promise.all([
      page
        .waitForResponse((r) => new URL(r.url()).pathname === "/api/payouts/ledger")
        .then((r) => r.json()),
      page.goto(`${srv.url}/admin/report/talent/${a.talents_id}`),
    ]);
    await page
      .getByTestId("ledger-outstanding")
      .filter({ hasText: formatRupiah(ledger.data.totals.outstanding) })
      .waitFor();
    const history = page.getByRole("region", { name: "Riwayat pembayaran" });
    await history.getByText(formatRupiah(a.outstanding)).first().waitFor();
    await screenshot(page, "payouts-06-talent-ledger");
  });
});

describe("closing a month", () => {
  it("the owner closes a month on the kas screen; an order of it then refuses an edit", async () => {
    const [order] = await srv.db.query<{ id: number; month: string }>(
      `SELECT id, to_char(date, 'YYYY-MM') AS month FROM orders
        WHERE date < date_trunc('month', now()) ORDER BY date DESC, id LIMIT 1`,
    );
    const label = monthLabel(order.month);
    await page.goto(`${srv.url}/admin/kas`);
    await page.getByRole("button", { name: `Tutup ${label}` }).click();
    await page.getByRole("button", { name: "Tutup Periode" }).click();
    const row = page.locator(`tr[data-month="${order.month}"]`);
    await row.getByText("Ditutup", { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain("oleh owner");
    await screenshot(page, "payouts-07-period-closed");

    await page.goto(`${srv.url}/admin/orders/edit/${order.id}`);
    await dialog().getByRole("heading", { name: "Edit Order" }).waitFor();
    const price = dialog().getByLabel("Price", { exact: true });
    await expect.poll(() => price.inputValue()).not.toBe("");
    await price.fill("123456");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await expect
      .poll(() => page.getByText(`Periode ${label} sudah ditutup`).first().isVisible())
      .toBe(true);
    // refused before any paid week's question (the order's week may be paid, by the date)
    expect(await page.getByText("Ubah order di periode yang sudah dibayar?").count()).toBe(0);
    await screenshot(page, "payouts-08-edit-refused");
    const [after] = await srv.db.query<{ price: number }>(
      "SELECT price FROM orders WHERE id = $1",
      [order.id],
    );
    expect(after.price).not.toBe(123456);

    // reopen with a reason
    await page.goto(`${srv.url}/admin/kas`);
    await page.getByRole("button", { name: `Buka kembali ${label}` }).click();
    await dialog().getByLabel("Alasan", { exact: true }).fill("Koreksi harga");
    await dialog().getByRole("button", { name: "Buka Kembali" }).click();
    await row.getByText("Terbuka", { exact: true }).waitFor();
  });
});
