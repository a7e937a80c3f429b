// RULES.md D8, S5 against the real server and database in Chromium: rupiah as Indonesians type
// it (and refused when it would be a guess), two Create Orders in a row, a double click on
// Simpan, the 409 'Muat ulang' across two tabs, the unsaved-input guard with the Create Order
// draft, and a stopped server that shows an Indonesian page inside the shell, not a crash.
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import app, { serverOptions } from "../../src/server/app";
import type { RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { NO_CONNECTION } from "../../src/client/lib/http";
import { STALE_VERSION_MESSAGE } from "../../src/contract/common";

let srv: RunningServer;
let b: Browser;
let page: Page;
const { toast, one } = e2eFile(
  { seedDemo: true, browser: { width: 1366, height: 900 } },
  (f) => ({ srv, b, page } = f),
);

const dialogOf = (p: Page) => p.locator(".bp6-dialog").filter({ has: p.locator("form") });
const dialog = () => dialogOf(page);
const field = (label: string, p = page) => dialogOf(p).getByLabel(label, { exact: true });
const helperOf = (label: string) =>
  dialog()
    .locator(".bp6-form-group", { has: page.getByLabel(label, { exact: true }) })
    .last();
const orderCount = async () =>
  (await one<{ n: number }>("SELECT count(*)::int AS n FROM orders")).n;
const nextNumber = async () =>
  Number((await one<{ n: string }>("SELECT max(no_order) + 1 AS n FROM orders")).n);

async function openCreate() {
  await page.goto(`${srv.url}/admin/orders/add`);
  await dialog().getByRole("heading", { name: "Create Order" }).waitFor();
  await expect.poll(() => field("No. Order").inputValue()).not.toBe("");
}

async function fillRequired(customer: string) {
  const talent = await one<{ name: string }>("SELECT name FROM talents ORDER BY id LIMIT 1");
  await field("Talent").selectOption({ label: talent.name });
  await field("Nama Customer").fill(customer);
}

describe("money typed as Indonesians type it", () => {
  it("groups while typing, keeps the caret, and saves 1.500.000,00 as Rp 1.500.000", async () => {
    await openCreate();
    const price = field("Price");
    await price.pressSequentially("1500000");
    expect(await price.inputValue()).toBe("1.500.000");
    // a digit typed in the middle: the caret stays after it
    await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 5)); // 1.500|.000
    await page.keyboard.type("9");
    expect(await price.inputValue()).toBe("15.009.000");
    expect(await price.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(6);
    await page.keyboard.type("1");
    expect(await price.inputValue()).toBe("150.091.000");

    await price.fill("");
    await price.pressSequentially("1.500.000,00");
    expect(await price.inputValue()).toBe("1.500.000,00");
    await field("Nama Customer").click();
    expect(await price.inputValue()).toBe("1.500.000");
    await screenshot(page, "safe-input-01-price-typed");

    const before = await orderCount();
    const no = await field("No. Order").inputValue();
    await fillRequired("Harga Indonesia");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Order berhasil dibuat!").waitFor();
    expect(await orderCount()).toBe(before + 1);
    const saved = await one<{ price: string }>("SELECT price FROM orders WHERE no_order = $1", [
      no,
    ]);
    expect(Number(saved.price)).toBe(1_500_000);
  });

  it("refuses sen, a decimal point, letters and a negative tip with a message, saving nothing", async () => {
    const before = await orderCount();
    await openCreate();
    await fillRequired("Harga Salah");
    const cases: [string, string][] = [
      ["1500000.50", RUPIAH_MESSAGES.sen],
      ["1.500.000,50", RUPIAH_MESSAGES.sen],
      ["1,500,000", RUPIAH_MESSAGES.twoCommas],
      ["1,5 juta", RUPIAH_MESSAGES.letters],
    ];
    for (const [typed, message] of cases) {
      await field("Price").fill("");
      await field("Price").pressSequentially(typed);
      expect(await field("Price").inputValue(), typed).not.toBe("");
      await dialog().getByRole("button", { name: "Simpan" }).click();
      await expect.poll(() => helperOf("Price").textContent()).toContain(message);
    }
    await screenshot(page, "safe-input-02-price-refused");
    // a pasted price with spaces and Rp is fine; a tip with a minus is not
    await field("Price").fill("Rp 2 500 000");
    await field("Jumlah tip 1").pressSequentially("-50.000");
    expect(await field("Jumlah tip 1").inputValue()).toBe("-50.000");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await expect
      .poll(() => helperOf("Jumlah tip 1").textContent())
      .toContain(RUPIAH_MESSAGES.negative);
    expect(await field("Price").inputValue()).toBe("2.500.000");
    await screenshot(page, "safe-input-03-tip-negative");
    expect(await orderCount()).toBe(before);
    // leave without saving: the guard asks, 'Tinggalkan' goes
    await dialog().getByRole("button", { name: "Kembali" }).click();
    await page.getByRole("button", { name: "Tinggalkan" }).click();
    await page.waitForURL(/\/admin\/orders$/);
  });

  /** 'Ubah Saldo Kas' opened from /admin/kas, and its box. */
  async function openKas() {
    await page.goto(`${srv.url}/admin/kas`);
    await page.getByRole("button", { name: "Edit" }).click();
    const kas = page.getByRole("dialog", { name: "Ubah Saldo Kas" });
    return { kas, input: kas.getByPlaceholder("Masukkan nilai kas baru") };
  }
  const savedKas = async () => Number((await one<{ kas: string }>("SELECT kas FROM settings")).kas);

  it("kas takes a negative balance typed with its minus", async () => {
    const { kas, input } = await openKas();
    await input.fill("");
    await input.pressSequentially("-1250000");
    expect(await input.inputValue()).toBe("-1.250.000");
    await kas.getByRole("button", { name: "Simpan" }).click();
    await kas.waitFor({ state: "detached" });
    expect(await savedKas()).toBe(-1_250_000);
  });

  it("Simpan saves the amount the box held when pressed, not what was typed while it checks", async () => {
    const { kas, input } = await openKas();
    await input.waitFor();
    // the press and the next keystroke in one task: the form's check awaits its schema's chunk,
    // so the box has changed before the check reads it (a fast typist on a slow machine)
    await input.evaluate((el: HTMLInputElement) => {
      const type = (v: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, v);
        el.dispatchEvent(new Event("input", { bubbles: true }));
      };
      type("1.250.000");
      el.form!.requestSubmit();
      type("9");
    });
    await kas.waitFor({ state: "detached" });
    expect(await savedKas()).toBe(1_250_000);
  });
});

describe("Create Order twice in a row", () => {
  it("suggests a fresh number each time, and both saves go through", async () => {
    for (const customer of ["Pertama", "Kedua"]) {
      const expected = await nextNumber();
      await page.goto(`${srv.url}/admin/orders`);
      await page.getByRole("button", { name: "Create Order" }).click();
      await dialog().getByRole("heading", { name: "Create Order" }).waitFor();
      await expect.poll(() => field("No. Order").inputValue()).toBe(String(expected));
      await fillRequired(customer);
      await field("Price").fill("250000");
      await dialog().getByRole("button", { name: "Simpan" }).click();
      await toast("Order berhasil dibuat!")
        .waitFor()
        .catch(async (e: unknown) => {
          await screenshot(page, "debug-twice");
          throw e;
        });
      await page.waitForURL(/\/admin\/orders$/);
      const saved = await one<{ customer_name: string }>(
        "SELECT customer_name FROM orders WHERE no_order = $1",
        [expected],
      );
      expect(saved.customer_name).toBe(customer);
      // the second open happens in the same page without a reload (the stale cache case)
      if (customer === "Pertama") {
        await page.getByRole("button", { name: "Create Order" }).click();
        await dialog().getByRole("heading", { name: "Create Order" }).waitFor();
        await expect.poll(() => field("No. Order").inputValue()).toBe(String(expected + 1));
        await dialog().getByRole("button", { name: "Kembali" }).click();
        await page.waitForURL(/\/admin\/orders$/);
      }
    }
  });
});

describe("double click on Simpan", () => {
  it("adds one service, and the button is disabled while the request runs", async () => {
    const count = async () =>
      (await one<{ n: number }>("SELECT count(*)::int AS n FROM services WHERE name = 'Dobel'")).n;
    await page.goto(`${srv.url}/admin/services/add`);
    await field("Nama Service").fill("Dobel");
    const simpan = dialog().getByRole("button", { name: "Simpan" });
    const answered = page.waitForResponse((r) => r.url().includes("/services/createServices"));
    await simpan.dblclick();
    await answered;
    await toast("Layanan berhasil ditambahkan!").waitFor();
    expect(await count()).toBe(1);
    // the server refuses a second one of the same name, in any case
    await page.goto(`${srv.url}/admin/services/add`);
    await field("Nama Service").fill("  dobel ");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await expect.poll(() => dialog().getByRole("alert").textContent()).toBe("Nama sudah digunakan");
    await screenshot(page, "safe-input-04-name-taken");
    expect(await count()).toBe(1);
    // the refusal names no field: the focus, dropped when Simpan was disabled, is back on it, so
    // Escape acts in the dialog (the typed name makes it ask before leaving)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Simpan");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Tinggalkan" }).click();
    await dialog().waitFor({ state: "detached" });
  });
});

describe("two tabs edit one order", () => {
  it("the stale tab gets 409 and 'Muat ulang' merges: the other price stays, its refund goes in", async () => {
    const order = await one<{ id: number; price: string }>(
      "SELECT id, price FROM orders WHERE refund_status = 'NONE' ORDER BY id LIMIT 1",
    );
    const tabB = await b.newPage();
    for (const p of [page, tabB]) {
      await p.goto(`${srv.url}/admin/orders/edit/${order.id}`);
      await field("Nama Customer", p).waitFor();
    }
    // tab A saves price 777.000
    await field("Price").fill("777000");
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await toast("Order berhasil diupdate!").waitFor();

    // tab B, opened before, sets a refund: refused with the message and 'Muat ulang'
    await field("Status Refund", tabB).selectOption("REFUND_50");
    await dialogOf(tabB).getByRole("button", { name: "Simpan" }).click();
    const alert = dialogOf(tabB).getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain(STALE_VERSION_MESSAGE);
    expect(await field("Status Refund", tabB).inputValue()).toBe("REFUND_50");
    await screenshot(tabB, "safe-input-05-stale-409");
    let now = await one<{ price: string; refund_status: string }>(
      "SELECT price, refund_status FROM orders WHERE id = $1",
      [order.id],
    );
    expect([Number(now.price), now.refund_status]).toEqual([777_000, "NONE"]);

    await alert.getByRole("button", { name: "Muat ulang" }).click();
    await expect.poll(() => field("Price", tabB).inputValue()).toBe("777.000");
    expect(await field("Status Refund", tabB).inputValue()).toBe("REFUND_50");
    await dialogOf(tabB).getByText("Data terbaru sudah dimuat").waitFor();
    await screenshot(tabB, "safe-input-06-reloaded");
    await dialogOf(tabB).getByRole("button", { name: "Simpan" }).click();
    await tabB.waitForURL(/\/admin\/orders$/);
    now = await one("SELECT price, refund_status FROM orders WHERE id = $1", [order.id]);
    expect([Number(now.price), now.refund_status]).toEqual([777_000, "REFUND_50"]);
    await tabB.close();
  });
});

describe("unsaved input", () => {
  it("leaving asks first; a reload keeps a draft of Create Order until it is discarded", async () => {
    await openCreate();
    await field("Nama Customer").fill("Draf Belum Disimpan");
    await field("Price").fill("125000");
    // in-app navigation asks (closing the dialog with Escape)
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog");
    await ask.getByText("Perubahan belum disimpan").waitFor();
    await screenshot(page, "safe-input-07-leave-guard");
    await ask.getByRole("button", { name: "Tetap di sini" }).click();
    expect(page.url()).toMatch(/\/admin\/orders\/add$/);
    expect(await field("Nama Customer").inputValue()).toBe("Draf Belum Disimpan");

    // a reload asks through the browser (beforeunload); accepted, the draft comes back
    let asked = false;
    page.once("dialog", (d) => {
      asked = d.type() === "beforeunload";
      void d.accept();
    });
    await page.reload();
    await dialog().getByRole("heading", { name: "Create Order" }).waitFor();
    expect(asked).toBe(true);
    await expect.poll(() => field("Nama Customer").inputValue()).toBe("Draf Belum Disimpan");
    expect(await field("Price").inputValue()).toBe("125.000");
    await dialog().getByText("Draf order yang belum disimpan dipulihkan.").waitFor();
    await screenshot(page, "safe-input-08-draft-restored");
    await dialog().getByRole("button", { name: "Buang draf" }).click();
    expect(await field("Nama Customer").inputValue()).toBe("");
    await page.reload();
    await dialog().getByRole("heading", { name: "Create Order" }).waitFor();
    expect(await field("Nama Customer").inputValue()).toBe("");
  });
});

describe("server outage", () => {
  it("a failed save says the server is unreachable; a new page shows 'Coba lagi' inside the shell", async () => {
    await page.goto(`${srv.url}/admin/services/add`);
    await field("Nama Service").fill("Saat Server Mati");
    const port = new URL(srv.url).port;
    await srv.server.close();
    await dialog().getByRole("button", { name: "Simpan" }).click();
    await expect.poll(() => dialog().getByRole("alert").textContent()).toBe(NO_CONNECTION);
    expect(await field("Nama Service").inputValue()).toBe("Saat Server Mati");
    await screenshot(page, "safe-input-09-save-offline");
    await dialog().getByRole("button", { name: "Kembali" }).click();
    await page.getByRole("button", { name: "Tinggalkan" }).click();

    // a screen never visited: its code cannot come
    await page.getByRole("link", { name: "Weekly Report" }).first().click();
    const error = page.getByRole("alert").filter({ hasText: "Halaman tidak dapat dimuat" });
    await error.waitFor();
    expect(await error.textContent()).toContain(NO_CONNECTION);
    expect(await page.getByText("Unexpected Application Error").count()).toBe(0);
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor(); // the sidebar stays
    await error.getByRole("button", { name: "Coba lagi" }).click();
    await error.getByText("Server masih belum dapat dihubungi").waitFor();
    await screenshot(page, "safe-input-10-outage");

    // the server comes back on the same port: 'Coba lagi' loads the page
    const again: FastifyInstance = Fastify(serverOptions(srv.config));
    await again.register(app, { db: srv.db, config: srv.config, backupToken: "e2e" });
    await again.listen({ port: Number(port), host: "127.0.0.1" });
    srv.server = again;
    await error.getByRole("button", { name: "Coba lagi" }).click();
    await page
      .getByRole("heading", { name: /Weekly/ })
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/admin\/report\/weekly$/);
  });
});
