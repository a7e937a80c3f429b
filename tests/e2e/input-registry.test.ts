// Every money and date input of the registry (tests/helpers/input-registry.ts) in Chromium
// against the real server: the money table (`1500000`, `1.500.000`, … → Rp 1.500.000; sen,
// `-5`, `abc`, past the bound → the parser's message and nothing saved) and the date table
// (`31/02/2026`, `kemarin` → a message; `2026-05-04`, `4/5/2026` → 4 May 2026; empty → "wajib
// diisi" in a form, an open end in a range) typed into each, and what was saved or shown
// compared with what the row means (RULES.md D4, D8). One browser, one sign-in, one page load:
// the inputs are typed into screen by screen, each screen reached once through the app's own
// navigation; the data is set up and read back through the API and the database. The table of
// what each input did is written to
// test-results/input-registry.json. Then the regressions of two date defects: a bad date in
// Create Order is never today, and a bad 'Dari' on the summary is never dropped.
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot } from "../helpers/browser";
import type { ApiClient } from "../helpers/api-client";
import { e2eFile } from "../helpers/session";
import { RESULTS_DIR } from "../helpers/results-dir";
import { INPUTS, rowsFor, type Entry, type Expect } from "../helpers/input-registry";
import {
  dialogField,
  go,
  gridCell,
  leave,
  gridReady,
  headerDate,
  headerMoney,
  pageRange,
  showAllColumns,
  visit,
  type Seen,
  type World,
} from "../helpers/input-drivers";
import { DATE_MESSAGES } from "../../src/contract/dates";
import { todayIn } from "../../src/money/time";

let srv: RunningServer;
let page: Page;
let api: ApiClient;
let w: World;
const report: Record<string, Seen[]> = {};

// wide enough that AG Grid renders every column's header (no column virtualisation cut-off)
e2eFile(
  { seedDemo: true, browser: { width: 3600, height: 1000 } },
  (f) => ({ srv, page, api } = f),
);

beforeAll(async () => {
  const me = await api.get<{ id: number }>("/users/user");
  const cats = await api.get<{ result: { id: number }[] }>("/talentCategories/getAllCategories");
  const talent = await api.send<{ data: { id: number } }>(
    "/talent/createTalent",
    { name: "Registri", gender: "Woman", talent_categories_id: cats.result[0].id },
    "POST",
  );
  const order = async (date: string, price: number) => {
    const { no_order } = await api.get<{ no_order: number }>("/order/nextNumber");
    const body = new FormData();
    for (const [k, v] of Object.entries({
      user_id: me.id,
      talents_id: talent.data.id,
      price,
      no_order,
      date,
      customer_name: "Registri",
    }))
      body.set(k, String(v));
    return (await api.send<{ data: { id: number } }>("/order/createOrder", body, "POST")).data.id;
  };
  // a week that owes the talent far more than the payouts typed here
  await order("2026-11-02", 100_000_000);
  const edited = await order("2026-11-03", 1_000_000);
  w = {
    page,
    srv,
    api,
    talent: { id: talent.data.id, name: "Registri" },
    admin: me.id,
    order: edited,
  };
  // the run's one page load; every column of every grid shown (a header filter is typed into on
  // its column) before any grid mounts
  await go(w, "/admin/kas");
  await showAllColumns(w);
  leave(); // the kas page's grid mounted before: its inputs come back to it
}, 180_000);

afterAll(async () => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, "input-registry.json"), JSON.stringify(report, null, 2));
});

/** What a row expects, in the words the comparison uses. */
const want = (e: Expect) => ("message" in e ? { message: e.message } : e);
/** A message matches when it holds the parser's (a filter names its end: "Dari: …"). */
function matches(seen: Expect, expected: Expect) {
  if ("message" in expected) return "message" in seen && seen.message.includes(expected.message);
  return JSON.stringify(seen) === JSON.stringify(expected);
}

async function drive(entry: Entry): Promise<Seen[]> {
  const rows = rowsFor(entry);
  switch (entry.surface) {
    case "dialog":
      return dialogField(w, entry, rows);
    case "range":
      return pageRange(w, entry, rows);
    case "header":
      if (entry.kind === "date") return headerDate(w, entry, rows);
      // a grid's filters one after another on one visit
      await go(w, entry.screen);
      await gridReady(page);
      return headerMoney(w, entry, rows);
    case "cell":
    case "paste":
      return gridCell(w, entry, rows);
  }
}

/** The registry's inputs screen by screen (in the order a screen first appears): one visit each. */
const screens = [...new Set(INPUTS.map((e) => e.screen))];
const BY_SCREEN = screens.flatMap((screen) => INPUTS.filter((e) => e.screen === screen));

describe("the money and date tables typed into every registered input", () => {
  for (const entry of BY_SCREEN) {
    it(`${entry.id} (${entry.surface}, ${entry.label})`, async () => {
      const seen = await drive(entry);
      report[entry.id] = seen;
      const rows = rowsFor(entry);
      const expected =
        entry.surface === "range" || (entry.surface === "header" && entry.kind === "date")
          ? [...rows, ...rows]
          : rows;
      const wrong = seen.filter((s, i) => {
        const e = expected[i].expect(entry);
        return entry.kind === "percent" ? !("message" in s.seen) : !matches(s.seen, e);
      });
      expect(
        wrong.map((s) => ({ ...s, want: want(expected[seen.indexOf(s)].expect(entry)) })),
      ).toEqual([]);
      expect(seen.length).toBe(expected.length);
    });
  }
});

describe("a date that cannot be read is never today and never dropped", () => {
  it("Create Order: 31/02/2026 and kemarin are refused under Tanggal, nothing is created; 2026-05-04 is that day", async () => {
    const count = async () =>
      (await srv.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders"))[0].n;
    await visit(w, "/admin/dashboard");
    await visit(w, "/admin/orders");
    await page.getByRole("button", { name: "Create Order" }).click();
    const dlg = page.locator(".bp6-dialog");
    const discard = dlg.getByRole("button", { name: "Buang draf" });
    await dlg.getByLabel("Talent", { exact: true }).waitFor();
    if (await discard.isVisible()) await discard.click();
    await dlg.getByLabel("Talent", { exact: true }).selectOption(String(w.talent.id));
    await dlg.getByLabel("Price", { exact: true }).fill("250.000");
    const date = dlg.getByLabel("Tanggal", { exact: true });
    const before = await count();
    for (const [typed, message] of [
      ["31/02/2026", "tanggal 31 tidak ada di Februari 2026"],
      ["kemarin", DATE_MESSAGES.format],
    ]) {
      await date.fill(typed);
      await dlg.getByRole("button", { name: "Simpan" }).click();
      await dlg
        .locator(".bp6-form-group.bp6-intent-danger", {
          has: page.getByLabel("Tanggal", { exact: true }),
        })
        .getByText(message)
        .waitFor();
      expect(await date.inputValue()).toBe(typed);
      expect(await count()).toBe(before);
    }
    await screenshot(page, "input-registry-create-order-bad-date");
    await date.fill("2026-05-04");
    await dlg.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Order berhasil dibuat!").first().waitFor();
    const [made] = await srv.db.query<{ d: string }>(
      "SELECT to_char(date, 'YYYY-MM-DD') AS d FROM orders ORDER BY id DESC LIMIT 1",
    );
    expect(made.d).toBe("2026-05-04");
    expect(made.d).not.toBe(todayIn());
    expect(await count()).toBe(before + 1);
  });

  it("Summary: a bad 'Dari' is a message under the period, the URL and the figures stay", async () => {
    await page.goto(`${srv.url}/admin/summary?start=2026-11-01&end=2026-11-30`);
    const figure = page.getByTestId("summary-total_uang_masuk");
    await figure.waitFor();
    await expect.poll(() => figure.getAttribute("class")).not.toContain("skeleton");
    const shown = await figure.textContent();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/report/summary/global")) asked.push(new URL(r.url()).search);
    });
    const period = page.locator(".kt-report-controls").getByRole("group", { name: "Periode" });
    const start = period.getByLabel("Tanggal mulai");
    expect(await start.inputValue()).toBe("01/11/2026");
    for (const [typed, message] of [
      ["kemarin", `Dari: ${DATE_MESSAGES.format}`],
      ["31/02/2026", "Dari: tanggal 31 tidak ada di Februari 2026"],
    ]) {
      await start.fill(typed);
      await start.press("Enter");
      await period.getByRole("alert").filter({ hasText: message }).waitFor();
      await start.press("Tab");
      expect(new URL(page.url()).searchParams.get("start")).toBe("2026-11-01");
      expect(new URL(page.url()).searchParams.get("end")).toBe("2026-11-30");
      expect(await figure.textContent()).toBe(shown);
    }
    await screenshot(page, "input-registry-summary-bad-start");
    // nothing asked for "everything up to the end date"
    expect(asked.filter((q) => !q.includes("start_date=2026-11-01"))).toEqual([]);
    // a date it reads applies, and the message goes
    await start.fill("2/11/2026");
    await start.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("start")).toBe("2026-11-02");
    expect(await period.getByRole("alert").count()).toBe(0);
    expect(await start.inputValue()).toBe("02/11/2026");
  });
});

describe("the calendar beside a date box", () => {
  /** Opens the calendar of `box`'s group, picks the 15th of the month shown, answers the box. */
  async function pick15(button: ReturnType<Page["getByRole"]>) {
    await button.click();
    const calendar = page.locator(".bp6-datepicker");
    await calendar.waitFor();
    await calendar
      .getByRole("gridcell", { name: /\b15\b/ })
      .first()
      .click();
    await calendar.waitFor({ state: "detached" });
  }

  it("writes the picked day as dd/mm/yyyy: Create Order's Tanggal, a report's period, a header filter", async () => {
    await page.goto(`${srv.url}/admin/summary?start=2026-10-01`);
    const period = page.locator(".kt-report-controls").getByRole("group", { name: "Periode" });
    await period.getByLabel("Tanggal mulai").waitFor();
    await pick15(period.getByRole("button", { name: "Pilih di kalender" }).first());
    await expect.poll(() => new URL(page.url()).searchParams.get("start")).toBe("2026-10-15");
    expect(await period.getByLabel("Tanggal mulai").inputValue()).toBe("15/10/2026");

    // inside the header filter's own popover
    await page.goto(`${srv.url}/admin/orders?start=2026-09-01`);
    await gridReady(page);
    await page.getByRole("button", { name: /^Tanggal Filter:/ }).click();
    const inHeader = page.locator(".kt-hf-popover").getByRole("group", { name: "Periode" });
    await pick15(inHeader.getByRole("button", { name: "Pilih di kalender" }).first());
    await expect.poll(() => new URL(page.url()).searchParams.get("start")).toBe("2026-09-15");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Create Order" }).click();
    const dlg = page.locator(".bp6-dialog");
    const date = dlg.getByLabel("Tanggal", { exact: true });
    await date.fill("04/05/2026");
    await pick15(dlg.getByRole("button", { name: "Pilih di kalender" }));
    expect(await date.inputValue()).toBe("15/05/2026");
    await screenshot(page, "input-registry-calendar-picked");
    await page.keyboard.press("Escape");
  });
});
