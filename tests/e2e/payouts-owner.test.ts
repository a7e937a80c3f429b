// Payouts as an owner runs them (RULES.md D9) in Chromium on the demo data: paying an admin from
// the admin's report, paying a closed month's debt with today's date, an overpaid week shown as
// 'Lebih bayar' with its amount apart from what is owed, and the audit viewer showing payouts
// and closed months.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { screenshot } from "../helpers/browser";
import { bodyRows } from "../helpers/page-parts";
import { e2eFile } from "../helpers/session";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";
import { todayIn } from "../../src/money/time";

let srv: RunningServer;
let page: Page;
let api: ApiClient;
const { dialog, alertBox, toast } = e2eFile(
  { seedDemo: true, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, page, api } = f),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted below
type Json = any;

const ledgerGrid = () => page.getByRole("region", { name: "Saldo per periode", exact: true });
const ledgerCell = (start: string, colId: string) =>
  ledgerGrid().locator(`.ag-row[row-id="${start}"] .ag-cell[col-id="${colId}"]`);

/**
 * Opens a person's order report and answers its ledger (that person's, as the page asked for
 * it) once AG Grid has drawn it: the answer's first period is a row of the ledger grid (the
 * plain first paint has no row ids) and the grid is no longer busy.
 */
async function openLedger(by: "talent" | "admin", id: number): Promise<Json> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === "/api/payouts/ledger" &&
        url.searchParams.get("person_type") === by &&
        url.searchParams.get("person_id") === String(id) &&
        r.status() === 200
      );
    }),
    page.goto(`${srv.url}/admin/report/${by}/${id}`),
  ]);
  const json = await res.json();
  const first = json.data.periods[0] ?? expect.fail("the ledger has no period");
  await ledgerGrid().locator(`.ag-row[row-id="${first.start_date}"]`).first().waitFor();
  await expect.poll(() => ledgerGrid().getAttribute("aria-busy")).toBe("false");
  return json;
}

/** Pays `start`'s period from its ledger row, as pre-filled; answers the payout. */
async function payFromLedger(start: string, owed: number): Promise<Json> {
  await ledgerCell(start, "actions").getByRole("button", { name: "Catat Pembayaran" }).click();
  const amount = dialog().getByLabel("Jumlah Dibayar", { exact: true });
  await expect.poll(() => amount.inputValue()).toBe(formatNumber(owed));
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/payouts" && r.request().method() === "POST",
    ),
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/payouts/ledger"),
    dialog().getByRole("button", { name: "Simpan" }).click(),
  ]);
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/** The oldest period of the ledger that still owes (the first rows are the ones drawn). */
const firstOwing = (ledger: Json) =>
  ledger.data.periods.find((p: Json) => p.outstanding > 0) ??
  expect.fail("no period still owes anything");

describe("payouts as the owner runs them", () => {
  it("pays an admin from the admin's order report", async () => {
    const [admin] = await srv.db.query<{ id: number }>(
      "SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1",
    );
    const ledger = await openLedger("admin", admin.id);
    const period = firstOwing(ledger);
    await screenshot(page, "payouts-owner-01-admin-ledger");
    const paid = await payFromLedger(period.start_date, period.outstanding);
    expect(paid).toMatchObject({
      person_type: "admin",
      person_id: admin.id,
      amount: period.outstanding,
    });
    await expect.poll(() => ledgerCell(period.start_date, "status").textContent()).toBe("Lunas");
    expect(await ledgerCell(period.start_date, "outstanding").textContent()).toBe(formatRupiah(0));
    await screenshot(page, "payouts-owner-02-admin-paid");
  });

  it("pays a closed month's debt with today's date; shown as paid after the close", async () => {
    const [talent] = await srv.db.query<{ id: number }>(
      "SELECT talents_id AS id FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
    );
    const before = await api.get<Json>(`/payouts/ledger?person_type=talent&person_id=${talent.id}`);
    const period = firstOwing(before);
    const month = period.start_date.slice(0, 7);
    expect(month < todayIn().slice(0, 7)).toBe(true);
    await api.send(`/periods/${month}/close`, {}, "POST");
    await openLedger("talent", talent.id);
    const paid = await payFromLedger(period.start_date, period.outstanding);
    expect(paid.paid_at).toBe(todayIn());
    await expect.poll(() => ledgerCell(period.start_date, "status").textContent()).toBe("Lunas");
    expect(await ledgerCell(period.start_date, "paid_after_close").textContent()).toBe(
      formatRupiah(period.outstanding),
    );
    await screenshot(page, "payouts-owner-03-closed-month-paid");
    await api.send(`/periods/${month}/reopen`, { reason: "uji e2e" }, "POST");
  });

  it("shows an overpaid week as 'Lebih bayar' with its amount, apart from what is owed", async () => {
    const owing = await api.get<Json>("/weekly/talents?status=BELUM&limit=1");
    const week = owing.result[0];
    const before = owing.totals;
    // an owner's advance 5.000 past what the week owes
    await api.send(
      "/payouts",
      {
        person_type: "talent",
        person_id: week.talents_id,
        start_date: week.start_date,
        end_date: week.end_date,
        amount: week.outstanding + 5000,
        paid_at: todayIn(),
        method: "Transfer",
        advance: true,
      },
      "POST",
    );
    const grid = page.getByRole("region", { name: "Weekly payout talent", exact: true });
    const [res] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/weekly/talents" && r.status() === 200,
      ),
      page.goto(`${srv.url}/admin/report/weekly-talent-reports?status=LEBIH`),
    ]);
    const list = await res.json();
    const row = list.result.find((r: Json) => r.id === week.id);
    expect(row).toMatchObject({ status: "LEBIH", outstanding: 0, overpaid: 5000 });
    const cell = (colId: string) =>
      grid.locator(`.ag-row[row-id="${week.id}"] .ag-cell[col-id="${colId}"]`);
    await expect.poll(() => cell("status").textContent()).toBe("Lebih bayar");
    expect(await cell("overpaid").textContent()).toBe(formatRupiah(5000));
    expect(await cell("outstanding").textContent()).toBe(formatRupiah(0));
    // the week's overpayment is not netted against what the other weeks are owed
    const all = await api.get<Json>("/weekly/talents?limit=1");
    expect(all.totals.outstanding).toBe(before.outstanding - week.outstanding);
    expect(all.totals.overpaid).toBeGreaterThanOrEqual(5000);
    await screenshot(page, "payouts-owner-04-lebih-bayar");
  });

  it("the audit viewer shows payouts and closed and reopened months", async () => {
    const grid = page.getByRole("region", { name: "Riwayat perubahan", exact: true });
    const open = async (entity: string) => {
      const [res] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === "/api/audit" && r.status() === 200,
        ),
        page.goto(`${srv.url}/admin/audit?entity=${entity}`),
      ]);
      return (await res.json()) as Json;
    };
    const periods = await open("period");
    expect(periods.result.length).toBe(2);
    const month = periods.result[0].entity_id;
    await grid.getByText(`Periode ${month}`).first().waitFor();
    await grid.getByText("Alasan: - → uji e2e").waitFor();
    // who had closed it by name (not the stored user id)
    await grid.getByText("Ditutup oleh: owner → -").waitFor();
    await screenshot(page, "payouts-owner-05-audit-periods");
    const payouts = await open("payout");
    expect(payouts.result.length).toBeGreaterThanOrEqual(3);
    await grid.getByText(`Pembayaran #${payouts.result[0].entity_id}`).waitFor();
    await screenshot(page, "payouts-owner-06-audit-payouts");
  });
});

describe("the ledger pager and editing an order of a paid week", () => {
  it("pages the payout history under the ledger", async () => {
    const [talent] = await srv.db.query<{ id: number }>(
      "SELECT talents_id AS id FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
    );
    const ledger = await api.get<Json>(`/payouts/ledger?person_type=talent&person_id=${talent.id}`);
    const week = ledger.data.periods[ledger.data.periods.length - 1];
    // 51 of the owner's advances of Rp 1.000: more than one page of 50
    const advance = {
      person_type: "talent",
      person_id: talent.id,
      start_date: week.start_date,
      end_date: week.end_date,
      amount: 1000,
      paid_at: todayIn(),
      method: "Cash",
      advance: true,
    };
    await api.send("/payouts/bulk", { payouts: Array(51).fill(advance) }, "POST");
    const total = ledger.totalRows + 51;
    const history = page.getByRole("region", { name: "Riwayat pembayaran", exact: true });
    const pager = page.getByTestId("ledger-pager");
    await openLedger("talent", talent.id);
    await expect
      .poll(() => pager.locator(":scope > span").textContent())
      .toBe(`Menampilkan 1–50 dari ${total} pembayaran`);
    await pager.getByRole("button", { name: "Berikutnya" }).click();
    await expect
      .poll(() => pager.locator(":scope > span").textContent())
      .toBe(`Menampilkan 51–${total} dari ${total} pembayaran`);
    await expect.poll(() => bodyRows(history).count()).toBe(total - 50);
    expect(await pager.getByRole("button", { name: "Berikutnya" }).isDisabled()).toBe(true);
    await screenshot(page, "payouts-owner-07-ledger-pager");
  });

  it("editing an order of a paid week asks first and says what it does to that week", async () => {
    const [order] = await srv.db.query<Json>(
      `SELECT id, no_order, talents_id, price::int AS price, to_char(date, 'YYYY-MM-DD') AS date
         FROM orders WHERE refund_status = 'NONE' AND price >= 100000
        ORDER BY date DESC, id DESC LIMIT 1`,
    );
    const weekUrl = `/payouts?person_type=talent&person_id=${order.talents_id}&start_date=${order.date}&end_date=${order.date}`;
    // pay the order's talent week in full
    const [week] = (await api.get<Json>(weekUrl)).result;
    if (week.outstanding > 0)
      await api.send(
        "/payouts",
        {
          person_type: "talent",
          person_id: order.talents_id,
          start_date: week.start_date,
          end_date: week.end_date,
          amount: week.outstanding,
          paid_at: todayIn(),
          method: "Transfer",
        },
        "POST",
      );
    const half = Math.floor(order.price / 2);
    const effect = await api.get<Json>(`/payouts/order-effect/${order.id}?price=${half}`);
    const talentWeek = effect.data.find((e: Json) => e.person_type === "talent");
    expect(talentWeek.after.status).toBe("LEBIH");

    await page.goto(`${srv.url}/admin/orders/edit/${order.id}`);
    const price = dialog().getByLabel("Price", { exact: true });
    await price.waitFor();
    await price.fill(String(half));
    await dialog().getByRole("button", { name: "Simpan" }).click();
    const ask = alertBox();
    await ask.waitFor();
    const text = await ask.innerText();
    expect(text).toContain("Ubah order di periode yang sudah dibayar?");
    expect(text).toContain(`Lebih bayar ${formatRupiah(talentWeek.after.overpaid)}`);
    expect(text).toContain(`sudah dibayar ${formatRupiah(talentWeek.paid)}`);
    await screenshot(page, "payouts-owner-08-edit-paid-week");
    // Batal: nothing saved, the form stays with what was typed
    await ask.getByRole("button", { name: "Batal" }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await price.inputValue()).toBe(formatNumber(half));
    expect(await orderPrice(order.id)).toBe(order.price);
    // Simpan again, Ya, simpan: saved, the week is what the question said
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await ask.getByRole("button", { name: "Ya, simpan" }).click();
    await toast("Order berhasil diupdate!").waitFor();
    expect(await orderPrice(order.id)).toBe(half);
    expect((await api.get<Json>(weekUrl)).result[0]).toMatchObject({
      status: "LEBIH",
      overpaid: talentWeek.after.overpaid,
    });

    // the grid's price cell asks the same; Batal there saves nothing and marks no refusal
    await page.getByRole("searchbox", { name: "Cari order" }).fill(String(order.no_order));
    const cell = page.locator(`.ag-row[row-id="${order.id}"] .ag-cell[col-id="price"]`);
    await cell.waitFor();
    await cell.focus();
    await page.keyboard.type(String(order.price));
    await page.keyboard.press("Enter");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("menjadi Lunas");
    await screenshot(page, "payouts-owner-09-cell-paid-week");
    await ask.getByRole("button", { name: "Batal" }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await orderPrice(order.id)).toBe(half);
    expect(await page.locator(".kt-cell-error-note").count()).toBe(0);
  });
});

const orderPrice = async (id: number) =>
  (
    await srv.db.query<{ price: number }>("SELECT price::int AS price FROM orders WHERE id = $1", [
      id,
    ])
  )[0].price;
