// How tests/e2e/input-registry.test.ts types into each kind of registered input
// (tests/helpers/input-registry.ts) and reads what came of it: the value saved (read back from
// the database or the API) or applied (the list's URL), or the message shown, or an open end.
// One full page load for the whole run: every screen after the first is reached the way the
// app's own links go (`go`), once per screen for all of its inputs, and a cell's value is put
// back through the cell itself, not by reloading the list.
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "./api-client";
import { settled } from "./browser";
import type { RunningServer } from "./server";
import { COLUMN_SETS, type Entry, type Expect, type Row } from "./input-registry";

/** The running app and the data the tests set up through the API. */
export interface World {
  page: Page;
  srv: RunningServer;
  api: ApiClient;
  talent: { id: number; name: string };
  /** The owner (who handles the orders made here) for the admin screens. */
  admin: number;
  /** An order the edit dialog changes. */
  order: number;
}

export interface Seen {
  typed: string;
  seen: Expect;
}

/** Polls `probe` until it answers something (a loop, not a sleep), or gives up with undefined. */
async function until<T>(probe: () => Promise<T | undefined>, ms = 5000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 40));
  }
}

const text = async (l: Locator) =>
  (await l.count()) ? ((await l.first().textContent()) ?? "").trim() : "";

const screenUrl = (w: World, screen: string) =>
  w.srv.url +
  screen
    .replace(":talent", String(w.talent.id))
    .replace(":admin", String(w.admin))
    .replace(":order", String(w.order));

/** Goes to `screen` unless the page is there (its query string may differ). */
export async function visit(w: World, screen: string) {
  const want = new URL(screenUrl(w, screen));
  if (new URL(w.page.url()).pathname === want.pathname) return;
  await go(w, screen, true);
}

/** The screen `go` last arrived at (its inputs share the visit); "" after a dialog route. */
let here = "";

/**
 * Goes to `screen` in the app (history + popstate, no reload: tests/helpers/browser.ts
 * `navigateInApp`); the first call loads the app. Skipped when the page is on that screen
 * already (another input of it was typed into last) unless `again`.
 */
export async function go(w: World, screen: string, again = false) {
  if (!again && here === screen) return;
  const url = new URL(screenUrl(w, screen));
  if (new URL(w.page.url()).origin !== url.origin) await w.page.goto(url.href);
  else {
    // the app's own way (browser.ts navigateInApp), waiting for the calls in flight but not for
    // an idle page (a loaded machine seldom gives one)
    const path = url.pathname + url.search;
    await w.page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: null }));
    }, path);
    await w.page.waitForURL((u) => u.pathname + u.search === path);
    // the route's chunk and first calls: until then the last screen's controls are still shown
    await settled(w.page, 30_000);
  }
  here = screen;
}
/** The page left the screen `go` brought it to (a dialog route, a search of its own). */
export const leave = () => {
  here = "";
};

/* ------------------------------ range filters (page and header) ------------------------------ */

/** The start/end the list's URL holds. */
const urlDay = (page: Page, end: "start" | "end") =>
  new URL(page.url()).searchParams.get(end) ?? "";

/**
 * Types each row into one end of a 'Periode' group (Enter applies). Rows are ordered so that
 * every accepted row changes the URL; a refused one leaves it and shows a message.
 */
async function typeIntoRange(page: Page, group: Locator, rows: Row[]): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const end of ["start", "end"] as const) {
    const box = group.getByLabel(end === "start" ? "Tanggal mulai" : "Tanggal akhir");
    for (const row of rows) {
      const before = urlDay(page, end);
      await box.fill(row.typed);
      await box.press("Enter");
      const got = await until(async (): Promise<Expect | undefined> => {
        const message = await text(group.getByRole("alert"));
        if (message) return { message };
        const day = urlDay(page, end);
        if (day !== before) return day ? { value: day } : { open: true };
      }, 2000);
      const day = urlDay(page, end);
      seen.push({
        typed: `${end}: ${row.typed}`,
        seen: got ?? (day ? { value: day } : { open: true }),
      });
    }
    // leave this end open for the other's rows
    await box.fill("");
    await box.press("Enter");
    await until(async () => (urlDay(page, end) === "" ? true : undefined));
  }
  return seen;
}

export async function pageRange(w: World, entry: Entry, rows: Row[]) {
  await go(w, entry.screen);
  const group = w.page.locator(".kt-report-controls").getByRole("group", { name: "Periode" });
  await group.getByLabel("Tanggal mulai").waitFor();
  return typeIntoRange(w.page, group, rows);
}

/**
 * Waits until AG Grid holds the list (the plain table painted before it has the same header
 * buttons, and takes an open popover with it when it goes) and its first calls are done.
 */
export async function gridReady(page: Page) {
  await page.locator(".ag-header-row").first().waitFor();
  await settled(page);
}

/** The header filter button of the column labelled `label` ('Harga Filter: Semua'). */
const filterButton = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label.replace(/[()+.]/g, "\\$&")} Filter:`) });

export async function headerDate(w: World, entry: Entry, rows: Row[]) {
  await go(w, entry.screen);
  await gridReady(w.page);
  await filterButton(w.page, entry.label).click();
  const group = w.page.locator(".kt-hf-popover").getByRole("group", { name: "Periode" });
  await group.getByLabel("Tanggal mulai").waitFor();
  const seen = await typeIntoRange(w.page, group, rows);
  await w.page.keyboard.press("Escape");
  return seen;
}

/* ---------------------------------- money header filters ---------------------------------- */

/** Shows every column of every registered grid (hidden and secondary ones too), before the visits. */
export async function showAllColumns(w: World) {
  const choices = Object.values(COLUMN_SETS).flatMap(({ build, chooser }) =>
    chooser
      ? [
          [
            `kt-columns:${chooser}`,
            JSON.stringify(Object.fromEntries(build().map((d) => [d.colId ?? d.field, true]))),
          ],
        ]
      : [],
  );
  await w.page.evaluate((all) => {
    for (const [key, value] of all) localStorage.setItem(key, value);
  }, choices);
}

/**
 * The table in a from–to header filter, applied with Enter. The popover closes only when the
 * filter is applied (the URL then holds `<key>_min` / `<key>_max`); a refusal keeps it open with
 * the message, naming the end. Refusals go into 'Dari' one by one; readings two at a time, one
 * in each end (ordered so that 'Sampai' is not below 'Dari').
 */
export async function headerMoney(w: World, entry: Entry, rows: Row[]) {
  const { page } = w;
  const param = (end: "min" | "max") =>
    new URL(page.url()).searchParams.get(`${entry.name}_${end}`) ?? "";
  const form = page.locator(".kt-hf-popover", { has: page.getByLabel(`${entry.label} dari`) });
  /** Types `dari` and `sampai`, applies, answers the popover's message or "" when applied. */
  const apply = async (dari: string, sampai: string) => {
    // (another column's popover may still be fading out: `form` is this column's)
    if (!(await form.isVisible())) await filterButton(page, entry.label).click();
    await form.getByLabel(`${entry.label} sampai`).fill(sampai);
    const from = form.getByLabel(`${entry.label} dari`);
    await from.fill(dari);
    await from.press("Enter");
    // the popover closes (applied) or says why not; on a loaded machine that took over 2 s once
    // (CI: 'tidak ada pesan, tidak diterapkan' for a value the same run had just applied)
    return until(async () => {
      if (!(await form.isVisible())) return "";
      return (await text(form.getByRole("alert"))) || undefined;
    }, 10_000);
  };
  const seen = new Map<Row, Expect>();
  const lost = { value: "tidak ada pesan, tidak diterapkan" };
  for (const row of rows.filter(refusedRow(entry))) {
    const message = await apply(row.typed, "");
    seen.set(row, message ? { message } : message === "" ? { value: Number(param("min")) } : lost);
  }
  const amount = (r: Row) => Number((r.expect(entry) as { value: number }).value);
  const read = rows.filter((r) => !refusedRow(entry)(r)).sort((a, b) => amount(a) - amount(b));
  for (let i = 0; i < read.length; i += 2) {
    const [a, b] = [read[i], read[i + 1] ?? read[i]];
    const message = await apply(a.typed, b.typed);
    if (message === "") {
      seen.set(a, { value: Number(param("min")) });
      seen.set(b, { value: Number(param("max")) });
    } else {
      for (const r of [a, b]) seen.set(r, message ? { message } : lost);
    }
  }
  if (await form.isVisible()) {
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
  }
  return rows.map((r) => ({ typed: r.typed, seen: seen.get(r)! }));
}

/* ---------------------------------------- dialogs ---------------------------------------- */

/** How to reach a dialog field and read what a save wrote. */
interface DialogPlan {
  /** Opens the dialog with its other fields valid; answers the dialog. */
  open(w: World): Promise<Locator>;
  /** What the last save wrote into the entry's field. */
  saved(w: World): Promise<number | string>;
  /** Changes whenever anything is saved (to see that a refusal saved nothing). */
  mark(w: World): Promise<string>;
  /** After a save: puts the data back so the next save is seen (optional). */
  reset?(w: World): Promise<void>;
}

const one = async <T>(w: World, sql: string, params: unknown[] = []) =>
  (await w.srv.db.query<T>(sql, params))[0];
const dialogOf = (page: Page) => page.locator(".bp6-dialog");

async function openCreateOrder(w: World, price = "1.000.000") {
  const { page } = w;
  await visit(w, "/admin/orders");
  await page.getByRole("button", { name: "Create Order" }).click();
  leave();
  const dlg = dialogOf(page);
  // a refused row of the entry before left a draft: start from a blank form
  await dlg.getByLabel("Talent", { exact: true }).waitFor();
  const discard = dlg.getByRole("button", { name: "Buang draf" });
  if (await discard.isVisible()) await discard.click();
  // the suggested order number comes with the dialog's data
  await until(async () => ((await dlg.getByLabel("No. Order").inputValue()) ? true : undefined));
  await dlg.getByLabel("Talent", { exact: true }).selectOption(String(w.talent.id));
  await dlg.getByLabel("Price", { exact: true }).fill(price);
  return dlg;
}
const lastOrder = "(SELECT max(id) FROM orders)";
const orderCount = async (w: World) =>
  String((await one<{ n: number }>(w, "SELECT count(*)::int AS n FROM orders")).n);

async function payoutDialog(w: World, bulk: boolean) {
  const { page } = w;
  await go(w, `/admin/report/weekly-talent-reports?q=${w.talent.name}`, true);
  leave();
  const grid = page.getByRole("region", { name: "Weekly payout talent", exact: true });
  const row = grid.locator('.ag-row[row-index="0"]:not(.ag-row-pinned)');
  if (bulk) {
    await row.locator('input[aria-label="Pilih baris"]').first().check();
    await page.getByRole("button", { name: "Catat Pembayaran terpilih (1)" }).click();
  } else {
    await row.getByRole("button", { name: "Catat Pembayaran" }).click();
    await dialogOf(page).getByLabel("Jumlah Dibayar").fill("1.000");
  }
  return dialogOf(page);
}
const lastPayout = (w: World, col: string) =>
  one<{ v: number | string }>(
    w,
    `SELECT ${col === "paid_at" ? "to_char(paid_at, 'YYYY-MM-DD')" : col} AS v FROM payouts ORDER BY id DESC LIMIT 1`,
  ).then((r) => (typeof r.v === "string" && col !== "paid_at" ? Number(r.v) : r.v));
const payoutCount = async (w: World) =>
  String((await one<{ n: number }>(w, "SELECT count(*)::int AS n FROM payouts")).n);
/** The talent's payouts are removed so the week owes its whole share again. */
async function clearPayouts(w: World) {
  const rows = await w.srv.db.query<{ id: number }>(
    "SELECT id FROM payouts WHERE person_type = 'talent' AND person_id = $1",
    [w.talent.id],
  );
  for (const r of rows) {
    const res = await fetch(`${w.srv.url}/api/payouts/${r.id}`, {
      method: "DELETE",
      headers: {
        authorization: `Bearer ${w.api.token}`,
        "x-xsrf-token": "x",
        cookie: "XSRF-TOKEN=x",
      },
    });
    if (!res.ok) throw new Error(`DELETE /payouts/${r.id}: ${res.status} ${await res.text()}`);
  }
}

async function setKas(w: World, kas: number) {
  await w.api.send("/settings/kas", { kas });
}

const DIALOGS: Record<string, DialogPlan> = {
  "create-order.price": {
    open: (w) => openCreateOrder(w),
    saved: async (w) =>
      Number(
        (await one<{ v: string }>(w, `SELECT price AS v FROM orders WHERE id = ${lastOrder}`)).v,
      ),
    mark: orderCount,
  },
  "create-order.tip": {
    open: (w) => openCreateOrder(w),
    saved: async (w) =>
      Number(
        (
          await one<{ v: string }>(
            w,
            `SELECT sum(amount) AS v FROM order_tips WHERE order_id = ${lastOrder}`,
          )
        ).v,
      ),
    mark: orderCount,
  },
  "create-order.date": {
    open: (w) => openCreateOrder(w),
    saved: async (w) =>
      (
        await one<{ v: string }>(
          w,
          `SELECT to_char(date, 'YYYY-MM-DD') AS v FROM orders WHERE id = ${lastOrder}`,
        )
      ).v,
    mark: orderCount,
  },
  "edit-order.price": {
    open: async (w) => {
      await go(w, "/admin/orders/edit/:order", true);
      leave();
      const dlg = dialogOf(w.page);
      await until(async () =>
        (await dlg.getByLabel("Price", { exact: true }).inputValue()) ? true : undefined,
      );
      return dlg;
    },
    saved: async (w) =>
      Number(
        (await one<{ v: string }>(w, "SELECT price AS v FROM orders WHERE id = $1", [w.order])).v,
      ),
    mark: async (w) =>
      String(
        (await one<{ v: number }>(w, "SELECT version AS v FROM orders WHERE id = $1", [w.order])).v,
      ),
    reset: async (w) => {
      const body = new FormData();
      body.set("customer_name", "Registri");
      body.set("price", "1000000");
      await w.api.send(`/order/updateOrder/${w.order}`, body);
    },
  },
  "kas.kas": {
    open: async (w) => {
      await go(w, "/admin/kas");
      await w.page.getByRole("button", { name: "Edit", exact: true }).click();
      return dialogOf(w.page);
    },
    saved: async (w) => Number((await one<{ v: string }>(w, "SELECT kas AS v FROM settings")).v),
    mark: async (w) => JSON.stringify(await w.api.get("/settings/kas")),
    reset: (w) => setKas(w, 0),
  },
  "rates.talent_rate": ratesPlan(),
  "rates.admin_rate": ratesPlan(),
  "record-payout.amount": {
    open: (w) => payoutDialog(w, false),
    saved: (w) => lastPayout(w, "amount"),
    mark: payoutCount,
  },
  "record-payout.paid_at": {
    open: (w) => payoutDialog(w, false),
    saved: (w) => lastPayout(w, "paid_at"),
    mark: payoutCount,
  },
  "record-payouts.paid_at": {
    open: (w) => payoutDialog(w, true),
    saved: (w) => lastPayout(w, "paid_at"),
    mark: payoutCount,
    reset: clearPayouts,
  },
};

function ratesPlan(): DialogPlan {
  return {
    open: async (w) => {
      await go(w, "/admin/kas");
      await w.page.getByRole("button", { name: "Ubah Rate" }).click();
      return dialogOf(w.page);
    },
    // the owner is asked before rates change: an amount taken as a rate would stop there
    saved: async () => "diterima sebagai rate",
    mark: async (w) => JSON.stringify(await w.api.get("/settings/rates")),
  };
}

const refusedRow = (entry: Entry) => (r: Row) => "message" in r.expect(entry);

/** The field's message under it, or the form's over it. */
async function messageIn(w: World, dlg: Locator, entry: Entry) {
  // `has` is read inside the group: the field's locator from the page, not from the dialog
  const own = w.page.getByLabel(entry.label, { exact: true });
  const group = dlg.locator(".bp6-form-group.bp6-intent-danger", { has: own });
  return (
    (await text(group.locator(".bp6-form-helper-text"))) || (await text(dlg.getByRole("alert")))
  );
}

/**
 * Types `row` and presses Simpan: the dialog closes (saved: read back) or stays with the message
 * under the field and nothing saved. Answers what was seen and whether the dialog is gone.
 */
async function submit(w: World, plan: DialogPlan, entry: Entry, dlg: Locator, row: Row) {
  const before = await plan.mark(w);
  await dlg.getByLabel(entry.label, { exact: true }).fill(row.typed);
  await dlg.getByRole("button", { name: "Simpan" }).click();
  // the press is answered once the form is no longer busy (its check awaits the schema's chunk):
  // a message seen before then is the last row's, and typing on would race the check
  const answered = async () =>
    (await dlg.locator("form[aria-busy='true']").count()) ? undefined : true;
  await until(answered, 15_000);
  const got = await until(async (): Promise<Expect | "closed" | "asked" | undefined> => {
    if (await w.page.getByRole("alertdialog").isVisible()) return "asked";
    if (!(await dlg.isVisible())) return "closed";
    const message = await messageIn(w, dlg, entry);
    if (message) return { message };
  });
  if (got === "asked")
    await w.page.getByRole("alertdialog").getByRole("button", { name: "Batal" }).click();
  if (got === "closed" || got === "asked") {
    const seen = { value: await plan.saved(w) };
    await plan.reset?.(w);
    return { seen, closed: got === "closed" };
  }
  const unchanged = (await plan.mark(w)) === before;
  // a refusal that saved something, or neither a save nor a message: never what a row wants
  const odd = got ? `${JSON.stringify(got)}, tetapi tersimpan` : "tidak ada pesan, tidak tersimpan";
  return { seen: got && unchanged ? got : { value: odd }, closed: false };
}

/** What the box shows for `row` once left: the amount or day it read, or its message. */
async function shown(w: World, entry: Entry, dlg: Locator, row: Row): Promise<Expect> {
  const field = dlg.getByLabel(entry.label, { exact: true });
  await field.fill(row.typed);
  await field.press("Tab");
  // the check on change is async: the last row's refusal may show a moment longer
  const clears = "value" in row.expect(entry) && entry.kind !== "percent";
  if (clears) await until(async () => ((await messageIn(w, dlg, entry)) ? undefined : true));
  const message = await messageIn(w, dlg, entry);
  if (message) return { message };
  const t = await field.inputValue();
  if (entry.kind === "money" && /^-?\d{1,3}(\.\d{3})*$/.test(t))
    return { value: Number(t.replace(/\./g, "")) };
  if (entry.kind === "date" && /^\d{2}\/\d{2}\/\d{4}$/.test(t))
    return { value: t.split("/").reverse().join("-") };
  return { value: `ditampilkan "${t}"` };
}

/**
 * The table in a dialog field. The refusals first, each with Simpan: the message under the field
 * and nothing saved (the form then checks every change). Then the readings: each typed and left,
 * the box shows the amount or day it read and no message; the last is saved and read back.
 */
export async function dialogField(w: World, entry: Entry, rows: Row[]): Promise<Seen[]> {
  const plan = DIALOGS[entry.id];
  const refused = rows.filter(refusedRow(entry));
  const read = rows.filter((r) => !refusedRow(entry)(r));
  if (read.length && !refused.length) throw new Error(`${entry.id}: readings need a refusal first`);
  const seen = new Map<Row, Expect>();
  let dlg = await plan.open(w);
  for (const row of refused) {
    const got = await submit(w, plan, entry, dlg, row);
    seen.set(row, got.seen);
    if (got.closed) dlg = await plan.open(w);
  }
  for (const [i, row] of read.entries()) {
    if (i < read.length - 1) seen.set(row, await shown(w, entry, dlg, row));
    else seen.set(row, (await submit(w, plan, entry, dlg, row)).seen);
  }
  if (await dlg.isVisible()) await w.page.keyboard.press("Escape");
  return rows.map((r) => ({ typed: r.typed, seen: seen.get(r)! }));
}

/* ------------------------------- grid cells and paste columns ------------------------------- */

/**
 * The table typed into (or pasted onto) the orders grid's cell of `entry.name`, on the order the
 * tests set up: Enter saves through PUT /order/updateOrder (read back from the database), a
 * refusal shows its note at the cell and saves nothing. After a save the cell itself takes
 * Rp 1.000.000 back (one more save the grid makes, so the row keeps its version; no reload).
 */
export async function gridCell(w: World, entry: Entry, rows: Row[]): Promise<Seen[]> {
  const { page } = w;
  const plan = DIALOGS["edit-order.price"];
  const no = (
    await one<{ n: number }>(w, "SELECT no_order AS n FROM orders WHERE id = $1", [w.order])
  ).n;
  const grid = page.getByRole("region", { name: "Daftar order" });
  const cell = grid.locator(
    `.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell[col-id="${entry.name}"]`,
  );
  if (entry.surface === "paste")
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: w.srv.url });
  await go(w, `/admin/orders?q=${no}`);
  await cell.waitFor();
  await gridReady(page);
  /** Types or pastes `typed`; answers the value saved or the note under the cell. */
  const enter = async (typed: string, paste: boolean) => {
    const before = await plan.mark(w);
    await cell.click();
    if (paste) {
      await page.evaluate((t) => navigator.clipboard.writeText(t), typed);
      await page.keyboard.press("Control+V");
    } else {
      await page.keyboard.type(typed);
      await page.keyboard.press("Enter");
    }
    return until(async (): Promise<Expect | undefined> => {
      if ((await plan.mark(w)) !== before) return { value: await plan.saved(w) };
      const message = await text(note);
      if (message) return { message };
    });
  };
  // the refusal's note floats over the grid (outside its region) until Escape
  const note = page.locator(".kt-cell-error-note");
  const seen: Seen[] = [];
  for (const row of rows) {
    const got = await enter(row.typed, entry.surface === "paste");
    seen.push({ typed: row.typed, seen: got ?? { value: "tidak ada pesan, tidak tersimpan" } });
    if (got && "message" in got) {
      await page.keyboard.press("Escape");
      await note.waitFor({ state: "detached" });
    }
    if (got && "value" in got) {
      const back = await enter("1.000.000", false);
      if (!back || !("value" in back) || back.value !== 1_000_000)
        throw new Error(`${entry.id}: Rp 1.000.000 back into the cell: ${JSON.stringify(back)}`);
    }
  }
  return seen;
}
