// The live workspace with two admins in two browsers (one sign-in each) on one server: what one
// records appears in the other's orders grid and its totals without a reload, the changed row
// flashes and the grid says who changed it ('diubah oleh admin2 · baru saja'); each sees who else
// has the grid or an order's dialog open; a dialog open on a row the other saves shows what
// changed and keeps what was typed; a payout shows in the other's payout list and summary; an
// import shows in the other's grid and totals; a second tab of one admin follows the first. The
// stream (GET /api/events) is not counted as traffic by the settle waits (helpers/browser.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { E2E_ADMIN, e2eFile, signedInBrowser } from "../helpers/session";
import { DEMO_ADMIN_PASSWORD } from "../../src/server/start";
import type { Browser } from "../helpers/browser";
import type { ApiClient } from "../helpers/api-client";
import { pageReady, screenshot, settled, watchSeen } from "../helpers/browser";
import { bodyRows, pinnedRow } from "../helpers/page-parts";
import type { ResponseOf } from "../../src/contract/endpoint";
import type { ordersApi } from "../../src/contract/api/orders";

let srv: RunningServer;
let page: Page;
let other: Browser & { api: ApiClient };
const SIZE = { width: 1600, height: 1000 };
const { region, one, dialog } = e2eFile(
  { seedDemo: true, as: E2E_ADMIN, browser: SIZE },
  (f) => ({ srv, page } = f),
);
const ADMIN2 = { email: "admin2@example.com", password: DEMO_ADMIN_PASSWORD };

beforeAll(async () => {
  other = await signedInBrowser(srv, ADMIN2, SIZE);
});
afterAll(() => other?.close());

const grid = () => region("Daftar order");
const otherGrid = () => other.page.getByRole("region", { name: "Daftar order", exact: true });
const otherDialog = () => other.page.locator(".bp6-dialog");
/** A body row's cell by column, in whichever container (pinned right: the actions) holds it. */
const cellOf = async (g: Locator, text: string, col: string) => {
  const row = bodyRows(g).filter({ hasText: text }).first();
  await row.waitFor();
  const index = await row.getAttribute("row-index");
  return g.locator(`[role=row][row-index="${index}"] [col-id="${col}"]`);
};
let created: { id: number; version: number };
const totalRow = () => pinnedRow(grid(), "Total keseluruhan");

async function openOrders(p: Page) {
  await p.goto(`${srv.url}/admin/orders`);
  await pageReady(p);
}

describe("two admins, one workspace", () => {
  it("an order admin2 records appears in admin1's grid and totals without a reload, flashing, with who", async () => {
    await openOrders(page);
    await openOrders(other.page);
    // presence: each sees the other on the orders grid
    await page
      .locator(".kt-presence")
      .filter({ hasText: "admin2 sedang melihat" })
      .waitFor({ timeout: 30_000 });
    await other.page
      .locator(".kt-presence")
      .filter({ hasText: "admin1 sedang melihat" })
      .waitFor({ timeout: 30_000 });
    const before = await totalRow().innerText();
    const admin2 = await one<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      ADMIN2.email,
    ]);
    const talent = await one<{ id: number }>("SELECT id FROM talents ORDER BY id LIMIT 1");
    const latest = await one<{ d: string }>(
      "SELECT to_char(max(date), 'YYYY-MM-DD') AS d FROM orders",
    );
    // the flash is brief (1.6 s): watched from before the write, not looked for after it
    const flashed = await watchSeen(page, ".kt-row-live", "row-id");
    const form = new FormData();
    const fields = {
      user_id: String(admin2.id),
      talents_id: String(talent.id),
      no_order: "990001",
      date: latest.d,
      customer_name: "Pelanggan Langsung",
      customer_age: "33",
      price: "777000",
      description: "",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    created = (
      await other.api.send<ResponseOf<typeof ordersApi.create>>("/order/createOrder", form, "POST")
    ).data;

    // no reload: the row and the new totals come over the stream's refetch
    const row = bodyRows(grid()).filter({ hasText: "Pelanggan Langsung" });
    await row.first().waitFor();
    await expect.poll(() => totalRow().innerText()).not.toBe(before);
    await expect.poll(flashed).toContain(String(created.id));
    await grid().getByText("diubah oleh admin2 · baru saja").waitFor();
    await screenshot(page, "live-workspace-created");
    // admin2 recorded it through the API, not its grid: its own grid (the next test's) loads it
    await openOrders(other.page);

    await screenshot(page, "live-workspace-presence");
  });

  it("a cell admin2 edits in its grid shows in admin1's grid", async () => {
    await (await cellOf(otherGrid(), "Pelanggan Langsung", "customer_name")).focus();
    await other.page.keyboard.type("Pelanggan Diubah");
    await other.page.keyboard.press("Enter");
    await bodyRows(grid()).filter({ hasText: "Pelanggan Diubah" }).first().waitFor();
    await settled(page);
    expect(await bodyRows(grid()).filter({ hasText: "Pelanggan Langsung" }).count()).toBe(0);
  });

  it("an order's dialog: each sees the other in it; admin2's save shows in admin1's as old → new, typing kept", async () => {
    const openEdit = async (p: Page, g: Locator) => {
      await (
        await cellOf(g, "Pelanggan Diubah", "actions")
      )
        .getByRole("button", { name: "Edit" })
        .click();
      await p.locator(".bp6-dialog").getByLabel("Nama Customer").waitFor();
    };
    await openEdit(page, grid());
    await openEdit(other.page, otherGrid());
    await dialog().locator(".kt-presence").filter({ hasText: "admin2 sedang melihat" }).waitFor();
    // admin1 types; admin2 saves another name meanwhile
    await dialog().getByLabel("Deskripsi").fill("Catatan admin1");
    await otherDialog().getByLabel("Nama Customer").fill("Pelanggan Kedua");
    await otherDialog().getByRole("button", { name: "Simpan" }).click();
    await otherDialog().waitFor({ state: "detached" });

    const changed = dialog().locator(".form-changed");
    await changed.getByText("Data ini diubah oleh admin2 · baru saja.").waitFor();
    expect(await changed.locator("li").allInnerTexts()).toEqual([
      "Nama Customer: Pelanggan Diubah → Pelanggan Kedua",
    ]);
    // nothing under the cursor changed by itself
    expect(await dialog().getByLabel("Nama Customer").inputValue()).toBe("Pelanggan Diubah");
    expect(await dialog().getByLabel("Deskripsi").inputValue()).toBe("Catatan admin1");
    await screenshot(page, "live-workspace-dialog-changed");
    await changed.getByRole("button", { name: "Muat nilai baru" }).click();
    expect(await dialog().getByLabel("Nama Customer").inputValue()).toBe("Pelanggan Kedua");
    expect(await dialog().getByLabel("Deskripsi").inputValue()).toBe("Catatan admin1");
    // the new version goes with the save: no 409
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await dialog().waitFor({ state: "detached" });
    const row = await one<{ customer_name: string; description: string }>(
      "SELECT customer_name, description FROM orders WHERE id = $1",
      [created.id],
    );
    expect(row).toEqual({ customer_name: "Pelanggan Kedua", description: "Catatan admin1" });
  });

  it("a cell admin1 is typing in keeps every key while admin2's change to its row flashes", async () => {
    // the flash of admin2's dialog save (the test before) has ended
    await expect.poll(() => grid().locator(".kt-row-live").count()).toBe(0);
    const flashed = await watchSeen(page, ".kt-row-live", "row-id");
    const age = await cellOf(otherGrid(), "Pelanggan Kedua", "customer_age");
    await age.focus();
    await other.page.keyboard.type("44");
    await other.page.keyboard.press("Enter");
    await expect.poll(flashed).toContain(String(created.id));
    const flashedAt = Date.now();
    expect(await (await cellOf(grid(), "Pelanggan Kedua", "customer_age")).innerText()).toBe("44");
    // admin1 starts typing in the flashing row; the flash ends (1.6 s) while the editor is open
    await (await cellOf(grid(), "Pelanggan Kedua", "customer_name")).focus();
    await page.keyboard.type("Pelanggan");
    await expect.poll(() => Date.now() - flashedAt, { timeout: 5_000 }).toBeGreaterThan(2_500);
    await page.keyboard.type(" Ketiga");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => {
        const r = await one<{ customer_name: string; customer_age: number }>(
          "SELECT customer_name, customer_age FROM orders WHERE id = $1",
          [created.id],
        );
        return r;
      })
      .toEqual({ customer_name: "Pelanggan Ketiga", customer_age: 44 });
    // the flash still ends once the editor has closed
    await expect.poll(() => grid().locator(".kt-row-live").count()).toBe(0);
  });
});

describe("two admins, one workspace: tabs, payouts and imports", () => {
  it("a second tab of the same admin shows what the first tab saves, without a reload", async () => {
    // one browser, one sign-in, two tabs: the stream names the tab a write came from, so only
    // that tab skips the event (filtering by user left this tab stale)
    const tab2 = await page.context().newPage();
    try {
      await openOrders(page);
      await openOrders(tab2);
      const tab2Grid = tab2.getByRole("region", { name: "Daftar order", exact: true });
      await bodyRows(tab2Grid).filter({ hasText: "Pelanggan Ketiga" }).first().waitFor();
      await (await cellOf(grid(), "Pelanggan Ketiga", "customer_name")).focus();
      await page.keyboard.type("Pelanggan Tab Satu");
      await page.keyboard.press("Enter");
      await bodyRows(grid()).filter({ hasText: "Pelanggan Tab Satu" }).first().waitFor();
      await bodyRows(tab2Grid).filter({ hasText: "Pelanggan Tab Satu" }).first().waitFor();
      await tab2Grid.getByText("diubah oleh admin1 · baru saja").waitFor();
      await settled(tab2);
      expect(await bodyRows(tab2Grid).filter({ hasText: "Pelanggan Ketiga" }).count()).toBe(0);
      await screenshot(tab2, "live-workspace-second-tab");
    } finally {
      await tab2.close();
    }
  });

  it("a payout admin2 records shows in admin1's payout list, then in its summary", async () => {
    const list = `${srv.url}/admin/report/weekly-talent-reports`;
    const payGrid = (p: Page) =>
      p.getByRole("region", { name: "Weekly payout talent", exact: true });
    // read as text, wherever the column is scrolled: at 1600 px the list is wider than its
    // view (tests/e2e/grid-widths.test.ts holds that); here only the value counts
    const paidCell = (p: Page) =>
      payGrid(p).locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell[col-id="paid"]');
    const paid = async (p: Page) => (await paidCell(p).textContent()) ?? "";
    const record = async (amount: string) => {
      await payGrid(other.page)
        .locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell[col-id="actions"]')
        .getByRole("button", { name: "Catat Pembayaran" })
        .click();
      await otherDialog().getByLabel("Jumlah Dibayar", { exact: true }).fill(amount);
      await otherDialog().getByRole("button", { name: "Simpan" }).click();
      await otherDialog().waitFor({ state: "detached" });
    };
    await Promise.all([page.goto(list), other.page.goto(list)]);
    await Promise.all([page, other.page].map((p) => paidCell(p).waitFor({ state: "attached" })));
    const before = await paid(page);
    await record("1000");
    await expect.poll(() => paid(page)).not.toBe(before);
    const after = await paid(page);
    // the summary (a report) follows the next one, no reload: client navigation back to it
    await page.getByRole("button", { name: "Kembali" }).click();
    const summaryPaid = page.getByTestId("summary-payout-paid");
    await summaryPaid.waitFor();
    const shown = await summaryPaid.innerText();
    await record("1000");
    await expect.poll(() => summaryPaid.innerText()).not.toBe(shown);
    expect(after).not.toBe(before);
    await screenshot(page, "live-workspace-payout-summary");
  });

  it("an import admin2 makes (60 rows, more than one transaction) appears in admin1's grid and totals", async () => {
    await openOrders(page);
    const before = await totalRow().innerText();
    const talent = await one<{ name: string }>("SELECT name FROM talents ORDER BY id LIMIT 1");
    const latest = await one<{ d: string }>(
      "SELECT to_char(max(date), 'DD/MM/YYYY') AS d FROM orders",
    );
    const rows = [
      ["No Order", "Tanggal", "Admin", "Talent", "Customer", "Harga"],
      ...Array.from({ length: 60 }, (_, i) => [
        String(990100 + i),
        latest.d,
        "admin2",
        talent.name,
        `Impor Langsung ${i + 1}`,
        "125000",
      ]),
    ];
    const done = await other.api.send<{ data: { created: number; failed: number } }>(
      "/imports/orders",
      { rows },
      "POST",
    );
    expect(done.data).toMatchObject({ created: 60, failed: 0 });
    // no reload: the imported rows and the new totals come over the stream's refetch
    await bodyRows(grid()).filter({ hasText: "Impor Langsung" }).first().waitFor();
    await expect.poll(() => totalRow().innerText()).not.toBe(before);
    await grid().getByText("diubah oleh admin2 · baru saja").waitFor();
    await screenshot(page, "live-workspace-import");
  });
});
