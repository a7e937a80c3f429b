// The orders grid as a spreadsheet, driven with the keyboard only against the real
// server: edits in the cell (Enter / Tab save and move, Escape cancels, a refusal shows the
// server's message and the stored value returns), undo/redo three steps through the API, copy
// of a 3×4 range as TSV, paste of a 5-line column (one undo), a stale edit's 409, and rows
// ticked with Space acted on together from the selection bar.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { ordersApi } from "../../src/contract/api/orders";
import type { ResponseOf } from "../../src/contract/endpoint";
import { screenshot, apiTraffic } from "../helpers/browser";
import { formData } from "../helpers/orders";
import { e2eFile } from "../helpers/session";
import { bodyRows, rp } from "../helpers/page-parts";
import { STALE_VERSION_MESSAGE } from "../../src/contract/common";
import { ORDER_MESSAGES } from "../../src/contract/orders";

/** The answer of POST /order/createOrder. */
type Created = ResponseOf<typeof ordersApi.create>;

let srv: RunningServer;
let page: Page;
let traffic: ReturnType<typeof apiTraffic>;
let server: ApiClient;
const ids: Record<string, number> = {};
const { toast, note, focusedCol, key, one, ownerAndTalent } = e2eFile(
  { seedDemo: false, browser: { width: 1600, height: 1000 }, clipboard: true },
  (f) => ({ srv, page, api: server } = f),
);

/** Customers newest first as the list shows them (dates 2026-10-01 … 2026-10-06). */
const CUSTOMERS = ["Fajar", "Eka", "Dewi", "Citra", "Bayu", "Adi"];
let nextNo = 9001;

beforeAll(async () => {
  const { owner, talent } = await ownerAndTalent();
  for (const [i, name] of [...CUSTOMERS].reverse().entries()) {
    const form = formData({
      user_id: String(owner),
      talents_id: String(talent),
      no_order: String(nextNo++),
      date: `2026-10-0${i + 1}`,
      customer_name: name,
      customer_age: String(20 + i),
      price: String(100000 * (i + 1)),
      description: `Catatan ${name}`,
    });
    ids[name] = (await server.send<Created>("/order/createOrder", form, "POST")).data.id;
  }
  traffic = apiTraffic(page);
});

const grid = () => page.getByRole("region", { name: "Daftar order" });
const rows = () => bodyRows(grid());
/** A body cell by row index and column, in whichever container (pinned right or centre). */
const cell = (rowIndex: number, col: string): Locator =>
  grid().locator(`[role=row][row-index="${rowIndex}"] [col-id="${col}"]`);
const order = (name: string) =>
  one<{
    customer_name: string;
    customer_age: number | null;
    price: string;
    net_price: string;
    refund_status: string;
    description: string;
  }>(
    "SELECT customer_name, customer_age, price::text, net_price::text, refund_status, description FROM orders WHERE id = $1",
    [ids[name]],
  );
const focusedRow = () =>
  page.evaluate(() => document.activeElement?.closest("[role=row]")?.getAttribute("row-index"));
/**
 * Waits for the saves and refetches in flight: no request for a moment, the grid not busy. The
 * refetch after a save starts once the page has read the save's answer, which under load can
 * come after the quiet moment: what a cell shows afterwards is polled, not read once.
 */
async function idle() {
  await traffic.idle();
  await expect.poll(() => grid().getAttribute("aria-busy")).toBe("false");
}

async function openOrders() {
  await page.goto(`${srv.url}/admin/orders`);
  await rows().first().waitFor();
  await expect.poll(() => cell(0, "no_order").innerText()).toBe("9006");
}
/** Keyboard entry into the grid: focus the first body cell the way Tab lands on it. */
async function focusCell(rowIndex: number, col: string) {
  await cell(rowIndex, col).focus();
  await expect.poll(focusedCol).toBe(col);
}

describe("orders grid as a spreadsheet: edits in the cell, undo and redo", () => {
  it("edits customer, age, price and refund in the cell; Enter and Tab save and move, Escape cancels", async () => {
    await openOrders();
    // typing starts the edit; Enter saves and moves down
    await focusCell(0, "customer_name");
    await page.keyboard.type("Fajar Baru");
    await screenshot(page, "spreadsheet-text-editor");
    await key("Enter");
    await expect.poll(async () => (await order("Fajar")).customer_name).toBe("Fajar Baru");
    await expect.poll(focusedRow).toBe("1");
    await idle();
    await expect.poll(() => cell(0, "customer_name").innerText()).toBe("Fajar Baru");

    // F2 edits the current text; Tab saves it and goes on editing the next editable cell (Umur)
    await key("F2");
    await key("End");
    await page.keyboard.type(" S");
    await key("Tab");
    await expect.poll(async () => (await order("Eka")).customer_name).toBe("Eka S");
    await expect.poll(focusedCol).toBe(null); // the age editor's input has the focus
    await key("Control+a");
    await page.keyboard.type("44");
    await key("Enter");
    await expect.poll(async () => (await order("Eka")).customer_age).toBe(44);
    await idle();

    // Escape cancels: nothing saved, the cell shows the stored value
    await focusCell(2, "price");
    await page.keyboard.type("999");
    await key("Escape");
    await expect.poll(() => grid().locator(".ag-cell-inline-editing").count()).toBe(0);
    expect((await order("Dewi")).price).toBe("400000");
    // the cell paints its value again a frame after the editor closes
    await expect.poll(() => cell(2, "price").innerText()).toBe(rp(400000));

    // money is edited as rupiah as the dialogs show it; the derived figures and the totals
    // come from the server
    await key("Enter");
    await expect
      .poll(() => grid().locator(".ag-cell-inline-editing input").inputValue())
      .toBe("400.000");
    await screenshot(page, "spreadsheet-number-editor");
    await key("Control+a");
    await page.keyboard.type("450000");
    await key("Enter");
    await expect.poll(async () => (await order("Dewi")).price).toBe("450000");
    await idle();
    await expect.poll(() => cell(2, "net_price").innerText()).toBe(rp(450000));

    // refund: readable labels, the wire value stored
    await focusCell(2, "refund_status");
    await expect.poll(() => cell(2, "refund_status").innerText()).toBe("Tidak ada");
    await key("Enter");
    const list = page.getByRole("listbox");
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual([
      "Tidak ada",
      "Refund 50%",
      "Refund 100%",
    ]);
    await screenshot(page, "spreadsheet-select-editor");
    await key("ArrowDown");
    await key("Enter");
    await expect.poll(async () => (await order("Dewi")).refund_status).toBe("REFUND_50");
    await idle();
    await expect.poll(() => cell(2, "refund_status").innerText()).toBe("Refund 50%");
    await expect.poll(() => cell(2, "net_price").innerText()).toBe(rp(225000));
  });

  it("a refused edit shows the server's message at the cell and the stored value returns", async () => {
    await openOrders();
    // Backspace opens the name empty; the server requires a name
    await focusCell(3, "customer_name");
    await key("Backspace");
    await key("Enter");
    await note().waitFor();
    expect(await note().innerText()).toBe(ORDER_MESSAGES.updateRequired);
    await toast("Gagal update order").first().waitFor();
    await idle();
    await expect.poll(() => cell(3, "customer_name").innerText()).toBe("Citra");
    expect((await order("Citra")).customer_name).toBe("Citra");
    await expect
      .poll(() => cell(3, "customer_name").getAttribute("class"))
      .toContain("kt-cell-error");
    await screenshot(page, "spreadsheet-refused-edit");
    await key("Escape");
    await note().waitFor({ state: "detached" });
  });

  it("undoes three edits with Ctrl+Z and redoes them with Ctrl+Y and Ctrl+Shift+Z, each through the API", async () => {
    await openOrders();
    const before = await order("Bayu");
    const audits = async () =>
      (
        await one<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = $1",
          [String(ids.Bayu)],
        )
      ).n;
    const auditsBefore = await audits();
    await focusCell(4, "customer_name");
    await page.keyboard.type("Bayu Satu");
    await key("Tab"); // saves the name, edits Umur
    await key("Control+a");
    await page.keyboard.type("50");
    await key("Enter"); // saves the age
    await expect.poll(async () => (await order("Bayu")).customer_age).toBe(50);
    await focusCell(4, "price");
    await page.keyboard.type("250000");
    await key("Enter");
    await expect.poll(async () => (await order("Bayu")).price).toBe("250000");
    await idle();
    const after = await order("Bayu");
    expect(after).toMatchObject({ customer_name: "Bayu Satu", customer_age: 50 });

    await key("Control+z");
    await expect.poll(async () => (await order("Bayu")).price).toBe(before.price);
    await key("Control+z");
    await expect.poll(async () => (await order("Bayu")).customer_age).toBe(before.customer_age);
    await key("Control+z");
    await expect.poll(async () => (await order("Bayu")).customer_name).toBe(before.customer_name);
    await idle();
    await expect.poll(() => cell(4, "customer_name").innerText()).toBe("Bayu");

    await key("Control+y");
    await expect.poll(async () => (await order("Bayu")).customer_name).toBe("Bayu Satu");
    await key("Control+Shift+z");
    await expect.poll(async () => (await order("Bayu")).customer_age).toBe(50);
    await key("Control+y");
    await expect.poll(async () => (await order("Bayu")).price).toBe("250000");
    await idle();
    await expect.poll(() => cell(4, "price").innerText()).toBe(rp(250000));
    // every step is its own audited change: 3 edits + 3 undos + 3 redos
    expect(await audits()).toBe(auditsBefore + 9);
  });
});

describe("orders grid as a spreadsheet: copy, paste and a stale edit", () => {
  it("copies a 3×4 range as TSV with Windows line ends, numbers plain and dates dd/MM/yyyy", async () => {
    await openOrders();
    await focusCell(1, "date");
    await key("Shift+ArrowDown");
    await key("Shift+ArrowDown");
    for (let i = 0; i < 3; i++) await key("Shift+ArrowRight");
    await expect.poll(() => grid().locator(".kt-cell-in-range").count()).toBe(12);
    await screenshot(page, "spreadsheet-range");
    await key("Control+c");
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const rows = await srv.db.query<{ line: string }>(
      `SELECT to_char(o.date, 'DD/MM/YYYY') || E'\\t' || t.name || E'\\t' || o.customer_name
              || E'\\t' || o.customer_age AS line
       FROM orders o JOIN talents t ON t.id = o.talents_id
       ORDER BY o.date DESC OFFSET 1 LIMIT 3`,
    );
    expect(text).toBe(rows.map((r) => r.line).join("\r\n"));
    expect(text.split("\r\n")).toHaveLength(3);
  });

  it("pastes a 5-line column as one change; one Ctrl+Z undoes the paste; a refused line saves nothing", async () => {
    await openOrders();
    const ages = async () =>
      Promise.all(CUSTOMERS.slice(0, 5).map(async (c) => (await order(c)).customer_age));
    const before = await ages();
    await page.evaluate(() => navigator.clipboard.writeText("61\r\n62\r\n63\r\n64\r\n65\r\n"));
    await focusCell(0, "customer_age");
    await key("Control+v");
    await expect.poll(ages).toEqual([61, 62, 63, 64, 65]);
    await idle();
    await expect.poll(() => cell(4, "customer_age").innerText()).toBe("65");
    await key("Control+z");
    await expect.poll(ages).toEqual(before);
    await idle();

    // rupiah as the grid copies it pastes as the number; line 2 is refused: nothing is pasted
    const fajar = (await order("Fajar")).price;
    await page.evaluate(() => navigator.clipboard.writeText("Rp 123.000\nRp 0\n777000"));
    await focusCell(0, "price");
    await key("Control+v");
    await note().waitFor();
    expect(await note().innerText()).toBe(
      "Tempel dibatalkan — Baris 2 (Harga): harus lebih dari 0",
    );
    expect((await order("Fajar")).price).toBe(fajar);
    expect((await order("Eka")).price).not.toBe("0");
    expect((await order("Dewi")).price).not.toBe("777000");
  });

  it("a stale edit is refused with the version check's 409 at the cell and the row reloads", async () => {
    await openOrders();
    // someone else saves Adi while this user's cell editor is open on it: the live stream's
    // refetch waits for the editor (client/lib/live.ts), so the save meets the old version. (Saved
    // before the edit began, the refetch could come first, and the edit would rightly succeed.)
    await focusCell(5, "customer_age");
    await page.keyboard.type("33");
    await page.locator(".ag-cell-inline-editing").waitFor();
    const form = formData({ customer_name: "Adi Lain", price: "100000" });
    await server.send(`/order/updateOrder/${ids.Adi}`, form);
    await key("Enter");
    await note().waitFor();
    expect(await note().innerText()).toBe(STALE_VERSION_MESSAGE);
    await idle();
    await expect.poll(() => cell(5, "customer_name").innerText()).toBe("Adi Lain");
    expect((await order("Adi")).customer_age).toBe(20);
  });
});

describe("orders grid as a spreadsheet: ticked rows and the keyboard alone", () => {
  it("ticks rows with Space, copies them with their header, sets their refund together with one audited change each", async () => {
    await openOrders();
    await focusCell(1, "no_order");
    await key("Space");
    await key("ArrowDown");
    await key("Space");
    await key("ArrowDown");
    await key("Space");
    const bar = page.getByRole("region", { name: "Order terpilih" });
    await bar.waitFor();
    const prices = await Promise.all([1, 2, 3].map(async (i) => (await order(CUSTOMERS[i])).price));
    const sum = prices.reduce((a, p) => a + Number(p), 0);
    expect(await bar.innerText()).toContain("3 order dipilih");
    expect(await bar.innerText()).toContain(`Total Harga: ${rp(sum)}`);
    await screenshot(page, "spreadsheet-selection-bar");

    // Ctrl+C with rows ticked: those rows under the header line
    await key("Control+c");
    const lines = (await page.evaluate(() => navigator.clipboard.readText())).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0].split("\t").slice(0, 4)).toEqual(["No", "No Order", "Admin", "Tanggal"]);
    expect(lines[1].split("\t")[1]).toBe("9005");
    expect(lines[3].split("\t")[1]).toBe("9003");

    // the ticked rows as a file: those three orders only, in the grid's order and columns
    await bar.getByRole("button", { name: "Export CSV terpilih" }).focus();
    const [download] = await Promise.all([page.waitForEvent("download"), key("Enter")]);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const csvRows = csv.trimEnd().split("\r\n");
    expect(csvRows[0].split(";").slice(0, 3)).toEqual(["No", "No Order", "Admin"]);
    expect(csvRows.slice(1, 4).map((l) => l.split(";")[1])).toEqual(["9005", "9004", "9003"]);
    expect(csvRows.some((l) => l.includes("9006"))).toBe(false);

    const before = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND action = 'update'",
    );
    await bar.getByLabel("Status refund untuk order terpilih").focus();
    await bar.getByLabel("Status refund untuk order terpilih").selectOption("REFUND_100");
    await key("Tab");
    await key("Enter");
    await toast("3 order diubah").first().waitFor();
    for (const i of [1, 2, 3])
      expect((await order(CUSTOMERS[i])).refund_status, CUSTOMERS[i]).toBe("REFUND_100");
    expect((await order(CUSTOMERS[0])).refund_status).not.toBe("REFUND_100");
    const after = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND action = 'update'",
    );
    expect(after.n).toBe(before.n + 3);
    await bar.waitFor({ state: "detached" });
    await idle();
    await expect.poll(() => cell(2, "refund_status").innerText()).toBe("Refund 100%");
  });

  it("'?' shows the screen's keys outside text fields, and Escape gives the focus back", async () => {
    await openOrders();
    await page
      .getByRole("searchbox", { name: "Cari order" })
      .or(page.getByLabel("Cari order"))
      .first()
      .focus();
    await page.keyboard.type("?");
    expect(await page.getByRole("dialog", { name: "Pintasan keyboard" }).count()).toBe(0);
    await page.keyboard.press("Backspace");
    await focusCell(1, "no_order");
    await page.keyboard.type("?");
    const sheet = page.getByRole("dialog", { name: "Pintasan keyboard" });
    await sheet.waitFor();
    for (const group of ["Umum", "Tabel", "Tabel yang bisa diubah", "Baris yang dicentang"])
      await sheet.getByRole("region", { name: group, exact: true }).waitFor();
    expect(await sheet.innerText()).toContain("Urungkan");
    await screenshot(page, "shortcuts-sheet");
    await key("Escape");
    await sheet.waitFor({ state: "detached" });
    await expect.poll(focusedCol).toBe("no_order");
  });

  it("Create Order without the mouse: the dialog opens on its first field, Tab walks the form, Enter saves", async () => {
    await openOrders();
    const before = (await one<{ n: number }>("SELECT count(*)::int AS n FROM orders")).n;
    await page.getByRole("button", { name: "Create Order" }).focus();
    await key("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create Order" }).waitFor();
    const active = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : null;
      });
    await expect.poll(active).toBe("Admin");
    await expect
      .poll(() => dialog.getByLabel("No. Order", { exact: true }).inputValue())
      .not.toBe("");
    await key("Tab");
    expect(await active()).toBe("Talent");
    await page.keyboard.type("Sinta");
    // Service and Sub Service stay empty; the suggested number and today's date stay
    while ((await active()) !== "Nama Customer") await key("Tab");
    await page.keyboard.type("Gita Keyboard");
    await key("Tab");
    await page.keyboard.type("27");
    while ((await active()) !== "Price") await key("Tab");
    await page.keyboard.type("175000");
    await screenshot(page, "spreadsheet-create-order-keyboard");
    await key("Enter");
    await toast("Order berhasil dibuat!").waitFor();
    const saved = await one<{ customer_name: string; customer_age: number; price: string }>(
      "SELECT customer_name, customer_age, price::text FROM orders ORDER BY id DESC LIMIT 1",
    );
    expect(saved).toEqual({ customer_name: "Gita Keyboard", customer_age: 27, price: "175000" });
    expect((await one<{ n: number }>("SELECT count(*)::int AS n FROM orders")).n).toBe(before + 1);
  });
});
