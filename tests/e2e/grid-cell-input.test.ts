// What a user types or pastes into the orders grid's cells is what is saved, on a slow machine
// too (Chromium's CPU throttled 4× through CDP while typing):
// - a Harga cell reads rupiah as the dialogs do (`1.500.000`, `Rp 1.500.000`, `1.500.000,00` →
//   1500000) and refuses sen, a minus, letters and an amount over the bound with the dialog's
//   message under the cell, saving nothing;
// - keys typed while the cell's editor is still opening reach it (right after the rows appear,
//   after Tab from the cell before);
// - a paste of several rows is one change: a refused line saves nothing and names its cell, a
//   good paste is one request and one Ctrl+Z restores every cell;
// - '?' on an editable cell shows the shortcut list; inside an open editor it is just a '?';
// - a value typed back while the grid still shows the one before the last save (a slow
//   connection: its refetch not in yet) is saved, in a typed cell and a text cell, and Ctrl+Z restores what was stored.
import { beforeAll, describe, expect, it } from "vitest";
import type { CDPSession, Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { apiTraffic, screenshot, type Browser } from "../helpers/browser";
import { formData } from "../helpers/orders";
import { e2eFile } from "../helpers/session";
import { ordersApi } from "../../src/contract/api/orders";
import type { ResponseOf } from "../../src/contract/endpoint";
import { MAX_PRICE, updateOrderForm } from "../../src/contract/orders";
import { RUPIAH_MESSAGES, rupiahText } from "../../src/contract/rupiah";

type Created = ResponseOf<typeof ordersApi.create>;

let srv: RunningServer;
let b: Browser;
let page: Page;
let cdp: CDPSession;
let traffic: ReturnType<typeof apiTraffic>;
let server: ApiClient;
/** Order ids by the grid's row index (newest date first). */
const ids: number[] = [];
/** Requests the page sent, by method and path. */
const sent: string[] = [];

const { one, ownerAndTalent } = e2eFile(
  { seedDemo: false, clipboard: true, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, b, page, api: server } = f),
);

beforeAll(async () => {
  const { owner, talent } = await ownerAndTalent();
  for (let i = 6; i >= 1; i--) {
    const form = formData({
      user_id: String(owner),
      talents_id: String(talent),
      no_order: String(7000 + i),
      date: `2026-09-0${i}`,
      customer_name: `Pelanggan ${i}`,
      customer_age: String(20 + i),
      price: String(100000 * i),
    });
    const created = await server.send<Created>("/order/createOrder", form, "POST");
    ids[6 - i] = created.data.id;
  }
  traffic = apiTraffic(page);
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/order/")) sent.push(`${r.method()} ${path.replace(/\/\d+$/, "")}`);
  });
  cdp = await b.context.newCDPSession(page);
});

const grid = () => page.getByRole("region", { name: "Daftar order" });
const cell = (rowIndex: number, col: string): Locator =>
  grid().locator(`[role=row][row-index="${rowIndex}"] [col-id="${col}"]`);
const note = () => page.locator(".kt-cell-error-note");
const editing = () => grid().locator(".ag-cell-inline-editing");
const key = (k: string) => page.keyboard.press(k);
const stored = (row: number) =>
  one<{ price: string; customer_age: number; customer_name: string; refund_status: string }>(
    "SELECT price::text, customer_age, customer_name, refund_status FROM orders WHERE id = $1",
    [ids[row]],
  );
const prices = async () => Promise.all([0, 1, 2, 3].map(async (r) => (await stored(r)).price));
const focusedCol = () => page.evaluate(() => document.activeElement?.getAttribute("col-id"));
/** The focused cell as "row:col" (a column alone would not tell row 0's Harga from row 1's). */
const focusedCell = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return `${el?.closest("[row-index]")?.getAttribute("row-index")}:${el?.getAttribute("col-id")}`;
  });
/** The row index of the cell whose editor is open (undefined when none is). */
const editingRow = () =>
  page.evaluate(
    () =>
      document
        .querySelector(".ag-cell-inline-editing")
        ?.closest("[row-index]")
        ?.getAttribute("row-index") ?? undefined,
  );
const count = (what: string) => sent.filter((s) => s === what).length;

/** Key codes of the named keys a burst may hold (CDP needs the Windows virtual key code). */
const NAMED: Record<string, number> = { Enter: 13, Tab: 9, ArrowDown: 40, Escape: 27 };

/** CDP key events of one key: its down (with the text it types), its up. */
function keyEvents(k: string): Record<string, unknown>[] {
  const vk = NAMED[k];
  if (vk !== undefined) {
    const text = k === "Enter" ? { text: "\r", unmodifiedText: "\r" } : {};
    const base = { key: k, code: k, windowsVirtualKeyCode: vk };
    return [
      { type: "keyDown", ...base, ...text },
      { type: "keyUp", ...base },
    ];
  }
  const code =
    k === "."
      ? "Period"
      : k === " "
        ? "Space"
        : /\d/.test(k)
          ? `Digit${k}`
          : `Key${k.toUpperCase()}`;
  const base = {
    key: k,
    code,
    windowsVirtualKeyCode: k === "." ? 190 : k.toUpperCase().charCodeAt(0),
  };
  return [
    { type: "keyDown", ...base, text: k, unmodifiedText: k },
    { type: "keyUp", ...base },
  ];
}

/**
 * A fast typist on a slow machine: every key sent at once (Playwright's keyboard waits for each
 * key to be handled before the next), so they reach the page before an editor that opens a
 * moment later is ready. `parts`: text, or a named key.
 */
async function burst(...parts: string[]) {
  const keys = parts.flatMap((p) => (NAMED[p] !== undefined ? [p] : [...p]));
  const events = keys.flatMap(keyEvents);
  await Promise.all(events.map((e) => cdp.send("Input.dispatchKeyEvent", e as never)));
}

async function idle() {
  await traffic.idle();
  await expect.poll(() => grid().getAttribute("aria-busy")).toBe("false");
}
/** The orders page, its rows just shown (nothing waited for after them). */
async function openOrders() {
  await page.goto(`${srv.url}/admin/orders`);
  await cell(0, "no_order").waitFor();
}
async function focusCell(rowIndex: number, col: string) {
  await cell(rowIndex, col).focus();
  await expect.poll(focusedCell).toBe(`${rowIndex}:${col}`);
}
/** Chromium's CPU `rate`× slower while `run` types (CDP Emulation.setCPUThrottlingRate). */
async function throttled(rate: number, run: () => Promise<void>) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  try {
    await run();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
}

describe("amounts typed into a Harga cell", () => {
  it("saves 1500000 for each way the dialogs accept it, typed at 4× CPU", async () => {
    await openOrders();
    const accepted = ["1500000", "1.500.000", "1.500.000,00", "Rp 1.500.000", "Rp1.500.000"];
    await throttled(4, async () => {
      for (const [row, typed] of accepted.entries()) {
        await focusCell(row, "price");
        await page.keyboard.type(typed); // the first key opens the editor
        if (row === 1) await screenshot(page, "cell-rupiah-typed");
        // the keys went to this row's editor, all of them (the next line's Enter saves it)
        // (keys typed while the editor opened are played into it a moment later: polled)
        await expect.poll(editingRow).toBe(String(row));
        const digits = (t: string) => t.replace(/\D/g, "");
        await expect
          .poll(async () => digits(await editing().locator("input").inputValue()))
          .toBe(digits(typed));
        await key("Enter");
        await expect.poll(async () => (await stored(row)).price).toBe("1500000");
        await idle();
      }
      // a leading space would tick the row: Enter opens the editor, the text replaces the value
      await focusCell(5, "price");
      await key("Enter");
      await page.keyboard.type(" 1.500.000 ");
      await key("Enter");
      await expect.poll(async () => (await stored(5)).price).toBe("1500000");
      await idle();
    });
    await expect.poll(() => cell(1, "price").innerText()).toBe(`Rp\u00a01.500.000`);
    await page.locator(".bp6-toast", { hasText: "Order berhasil diupdate!" }).first().waitFor();
  });

  it("refuses sen, a minus, letters and an amount over the bound with the dialog's message; nothing saved", async () => {
    await openOrders();
    const over = rupiahText(MAX_PRICE + 1);
    const refused: [string, string][] = [
      ["1.500.000,50", RUPIAH_MESSAGES.sen],
      ["-5", RUPIAH_MESSAGES.negative],
      ["abc", RUPIAH_MESSAGES.letters],
      [over, RUPIAH_MESSAGES.tooLarge(MAX_PRICE)],
    ];
    const puts = count("PUT /api/order/updateOrder");
    await throttled(4, async () => {
      for (const [typed, message] of refused) {
        // the dialog's own field says the same
        const dialog = updateOrderForm.shape.price.safeParse(typed);
        expect(dialog.success ? null : dialog.error.issues[0].message).toBe(message);
        await focusCell(0, "price");
        await page.keyboard.type(typed);
        await key("Enter");
        await expect.poll(() => note().innerText()).toBe(`Harga: ${message}`);
        if (typed === "-5") await screenshot(page, "cell-rupiah-refused");
        await expect.poll(() => editing().count()).toBe(0);
        expect((await stored(0)).price).toBe("1500000");
        await key("Escape");
        await note().waitFor({ state: "detached" });
      }
    });
    expect(count("PUT /api/order/updateOrder")).toBe(puts);
    expect(await cell(0, "price").innerText()).toBe(`Rp\u00a01.500.000`);
  });
});

describe("keys typed while a cell's editor opens, at 4× CPU", () => {
  it("reach the editor right after the rows appear, after Tab, and in a list editor", async () => {
    await throttled(4, async () => {
      await openOrders();
      await cell(0, "customer_age").focus();
      await burst("51", "Enter");
      await expect.poll(async () => (await stored(0)).customer_age).toBe(51);

      await openOrders();
      await cell(1, "customer_name").focus();
      await burst("Nama Cepat", "Tab", "52", "Enter"); // Tab saves the name, opens the age
      await expect.poll(async () => (await stored(1)).customer_age).toBe(52);
      expect((await stored(1)).customer_name).toBe("Nama Cepat");

      await openOrders();
      await cell(2, "price").focus();
      await burst("2.750.000", "Enter");
      await expect.poll(async () => (await stored(2)).price).toBe("2750000");

      await openOrders();
      await cell(3, "refund_status").focus();
      await burst("Enter", "ArrowDown", "Enter"); // the list opens, moves to 'Refund 50%', saves
      await expect.poll(async () => (await stored(3)).refund_status).toBe("REFUND_50");
      await idle();
    });
  });
});

describe("a paste of several rows is one change", () => {
  it("a refused second line saves nothing and names its cell; the parser's and the server's", async () => {
    await openOrders();
    await idle();
    const before = await prices();
    await page.evaluate(() => navigator.clipboard.writeText("2.100.000\r\n2.200.000,50\r\n"));
    await focusCell(0, "price");
    await key("Control+v");
    await note().waitFor();
    expect(await note().innerText()).toBe(
      `Tempel dibatalkan — Baris 2 (Harga): ${RUPIAH_MESSAGES.sen}`,
    );
    expect(await prices()).toEqual(before);
    await key("Escape");

    // the server refuses line 2 (a name too long): line 1 is not kept either
    const names = [(await stored(0)).customer_name, (await stored(1)).customer_name];
    const long = "x".repeat(121);
    await page.evaluate((t) => navigator.clipboard.writeText(t), `Nama Baru\n${long}`);
    await focusCell(0, "customer_name");
    await key("Control+v");
    await note().waitFor();
    expect(await note().innerText()).toBe(
      "Tidak ada yang disimpan — Baris 2 (Customer): maksimal 120 karakter",
    );
    await screenshot(page, "cell-paste-refused");
    await idle();
    expect([(await stored(0)).customer_name, (await stored(1)).customer_name]).toEqual(names);
    expect(await cell(0, "customer_name").innerText()).toBe(names[0]);
  });

  it("a good paste is one request; one Ctrl+Z restores every cell in one request", async () => {
    await openOrders();
    await idle();
    const before = await prices();
    const audits = () =>
      one<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND action = 'update'",
      ).then((r) => r.n);
    const auditsBefore = await audits();
    const batches = count("POST /api/order/cells");
    const puts = count("PUT /api/order/updateOrder");
    await page.evaluate(() => navigator.clipboard.writeText("Rp 2.100.000\nRp 2.200.000\n"));
    await focusCell(0, "price");
    await key("Control+v");
    await expect.poll(prices).toEqual(["2100000", "2200000", before[2], before[3]]);
    await idle();
    expect(count("POST /api/order/cells")).toBe(batches + 1);
    expect(await audits()).toBe(auditsBefore + 2);

    await key("Control+z");
    await expect.poll(prices).toEqual(before);
    await idle();
    expect(count("POST /api/order/cells")).toBe(batches + 2);
    expect(count("PUT /api/order/updateOrder")).toBe(puts);
    expect(await audits()).toBe(auditsBefore + 4);
    expect(await cell(1, "price").innerText()).toBe(
      `Rp\u00a0${Number(before[1]).toLocaleString("id-ID")}`,
    );
  });
});

/** Animation frames wait until released: the page is between a render and its next frame. */
const holdFrames = () =>
  page.evaluate(() => {
    const w = window as unknown as { releaseFrames?: () => void };
    const raf = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (cb) => held.push(cb);
    w.releaseFrames = () => {
      window.requestAnimationFrame = raf;
      for (const cb of held) raf(cb);
    };
  });
const releaseFrames = () =>
  page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());

describe("'?' on an editable cell", () => {
  it("shows the shortcut list instead of opening an editor; inside an editor it is typed", async () => {
    await openOrders();
    await idle();
    const sheet = page.getByRole("dialog", { name: "Pintasan keyboard" });
    for (const col of ["customer_name", "price"]) {
      await focusCell(2, col);
      await page.keyboard.type("?");
      await sheet.waitFor();
      expect(await editing().count()).toBe(0);
      await key("Escape");
      await sheet.waitFor({ state: "detached" });
      await expect.poll(focusedCol).toBe(col);
    }
    // Escape before the frame after the sheet appears (a busy machine): the frame is held, so
    // Blueprint has not moved the focus in yet, and the key still closes the sheet
    await focusCell(2, "price");
    await holdFrames();
    await page.keyboard.type("?");
    await sheet.waitFor();
    await key("Escape");
    await releaseFrames();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(focusedCol).toBe("price");
    // in an open text editor '?' is a character
    await focusCell(2, "customer_name");
    await key("F2");
    await page.keyboard.type(" ok?");
    await expect.poll(() => editing().locator("input").inputValue()).toMatch(/ ok\?$/);
    expect(await sheet.count()).toBe(0);
    await key("Escape");
    await expect.poll(() => editing().count()).toBe(0);
  });
});

describe("a value typed back before the grid shows the save before it", () => {
  it("is saved (typed and text cells), and its Ctrl+Z restores the value really stored", async () => {
    await openOrders();
    await idle();
    // a slow connection (Chromium's network emulation, every request to the real server 2.5 s
    // late): the grid keeps showing the value a save replaced until the list's refetch is in
    const slow = (latency: number) =>
      cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    await cdp.send("Network.enable");
    const enter = async (col: string, text: string) => {
      await focusCell(5, col);
      await page.keyboard.type(text);
      await key("Enter");
      await expect.poll(() => editing().count()).toBe(0);
    };
    try {
      // the starting values, each shown before the next is typed
      await enter("price", "200000");
      await expect.poll(async () => (await stored(5)).price).toBe("200000");
      await idle();
      await enter("customer_name", "Baru");
      await expect.poll(async () => (await stored(5)).customer_name).toBe("Baru");
      await idle();
      // each save waits for the refetch of the one before (use-cell-edits.ts): type the old
      // value back while that refetch is on its way
      const typedBack = async (col: string, saved: string, back: string) => {
        const now = async () => String((await stored(5))[col as "price"]);
        await slow(2500);
        await enter(col, saved);
        await expect.poll(now).toBe(saved.replaceAll(".", ""));
        // the grid still shows the value before: typed back, it differs from what is stored
        expect((await cell(5, col).innerText()).replaceAll(/\D/g, "")).toBe(
          back.replaceAll(/\D/g, ""),
        );
        await enter(col, back);
        await expect.poll(now, { timeout: 30_000 }).toBe(back.replaceAll(".", ""));
        await slow(0);
        await idle();
      };
      await typedBack("price", "300.000", "200.000");
      await typedBack("customer_name", "Lama", "Baru");
      await expect.poll(() => cell(5, "customer_name").innerText()).toBe("Baru");
      // undo puts back what was stored before each edit, not what the grid showed
      await focusCell(5, "customer_name");
      await key("Control+z");
      await expect.poll(async () => (await stored(5)).customer_name).toBe("Lama");
      await key("Control+z");
      await expect.poll(async () => (await stored(5)).customer_name).toBe("Baru");
      await key("Control+z");
      await expect.poll(async () => (await stored(5)).price).toBe("300000");
      expect(await note().count()).toBe(0);
    } finally {
      await slow(0);
    }
  });
});
