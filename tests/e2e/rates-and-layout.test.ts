// Rates, eye button, toasts, widths in Chromium against the real server (demo data): the rates
// on the kas screen, the orders' eye button on a fresh page, toasts that leave the screen's
// buttons free, and grids whose money is in view at common widths.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { E2E_ADMIN, e2eFile, signIn } from "../helpers/session";

let srv: RunningServer;
let b: Browser;
e2eFile({ seedDemo: true, browser: { width: 1366, height: 768 } }, (f) => ({ srv, b } = f));

async function ratesBp() {
  const [row] = await srv.db.query<{ talent_rate_bp: number; admin_rate_bp: number }>(
    "SELECT talent_rate_bp, admin_rate_bp FROM settings",
  );
  return row;
}

/** The paths of the API requests the page sends from now on. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/api/")) calls.push(`${r.method()} ${u.pathname}${u.search}`);
  });
  return calls;
}

/**
 * Leaves the page first: a live page's next call (a refetch, the live stream's ticket) sent
 * without cookies is answered with a new XSRF cookie, which could land between the next
 * sign-in's cookie and its POST and refuse it (403).
 */
async function signOutIfIn(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

describe("rates on the kas screen (defect 5)", () => {
  it("lets the owner change the rates after a confirmation and lists the change", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/kas`);
    const section = page.getByRole("region", { name: "Rate Talent & Admin" });
    await expect.poll(() => section.getByTestId("rate-talent").textContent()).toBe("70%");
    expect(await section.getByTestId("rate-admin").textContent()).toBe("10%");
    await section.getByText("Belum ada perubahan rate").waitFor();
    const calls = apiCalls(page);

    await section.getByRole("button", { name: "Ubah Rate" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Rate" });
    const talent = dialog.getByLabel("Rate Talent (%)");
    const admin = dialog.getByLabel("Rate Admin (%)");
    expect(await talent.inputValue()).toBe("70");
    await dialog.getByText("Rate baru hanya berlaku untuk order yang dibuat setelah ini").waitFor();

    // more than two decimals and letters: refused under the field, in Indonesian, nothing sent
    await talent.fill("72,555");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await dialog.getByText("maksimal dua angka desimal").waitFor();
    await talent.fill("tujuh");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await dialog.getByText("harus berupa angka, contoh 70 atau 72,5").waitFor();
    // together over 100 %: the server's sentence over the form
    await talent.fill("95");
    await admin.fill("10");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await dialog
      .getByText("Jumlah rate talent dan rate admin tidak boleh lebih dari 100%")
      .waitFor();
    // the live stream's presence PUT is not a save
    expect(calls.filter((c) => c.startsWith("PUT") && !c.includes("/api/events/"))).toEqual([]);

    // Simpan asks first; Batal on the question changes nothing
    await talent.fill("72,5");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    const ask = page.getByRole("alertdialog");
    await ask.getByText("Ubah rate menjadi talent 72,5% dan admin 10%?").waitFor();
    expect(await ask.textContent()).toContain(
      "Rate baru hanya berlaku untuk order yang dibuat setelah ini; order yang sudah ada tetap memakai rate lamanya.",
    );
    await screenshot(page, "rates-confirm");
    await ask.getByRole("button", { name: "Batal" }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await ratesBp()).toEqual({ talent_rate_bp: 7000, admin_rate_bp: 1000 });
    expect(calls.filter((c) => c.startsWith("PUT") && !c.includes("/api/events/"))).toEqual([]);

    await dialog.getByRole("button", { name: "Simpan" }).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/settings/rates") && r.request().method() === "PUT",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Ya, ubah rate" }).click();
    expect((await saved).status()).toBe(200);
    await page.locator(".bp6-toast").getByText("Rate berhasil diubah").waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await ratesBp()).toEqual({ talent_rate_bp: 7250, admin_rate_bp: 1000 });
    await expect.poll(() => section.getByTestId("rate-talent").textContent()).toBe("72,5%");
    const history = section.getByRole("table", { name: "Riwayat rate" });
    await history.getByText("Rate talent (%): 70 → 72,5").waitFor();
    expect(await history.locator("tbody tr").count()).toBe(1);
    expect(await history.locator("tbody tr").first().textContent()).toContain("owner");
    await screenshot(page, "rates-saved");
  });

  it("shows an admin the rates without the change form or the owner's history", async () => {
    const page = b.page;
    await signOutIfIn(page);
    await signIn(page.context(), srv.url, E2E_ADMIN);
    const calls = apiCalls(page);
    await page.goto(`${srv.url}/admin/kas`);
    const section = page.getByRole("region", { name: "Rate Talent & Admin" });
    await expect.poll(() => section.getByTestId("rate-talent").textContent()).toBe("72,5%");
    expect(await section.getByTestId("rate-admin").textContent()).toBe("10%");
    await page.getByRole("region", { name: "Periode" }).waitFor();
    expect(await page.getByRole("button", { name: "Ubah Rate" }).count()).toBe(0);
    expect(await page.getByRole("table", { name: "Riwayat rate" }).count()).toBe(0);
    // the owner-only audit call is never made (a refusal would end the admin's session)
    expect(calls.filter((c) => c.includes("/api/audit"))).toEqual([]);
    expect(page.url()).toMatch(/\/admin\/kas$/);
    await signOutIfIn(page);
  });
});

describe("orders' eye button (defect 9)", () => {
  it("opens the detail on the first click after the page loads", async () => {
    const page = b.page;
    await signIn(page.context(), srv.url);
    await page.goto(`${srv.url}/admin/orders`);
    const grid = page.getByRole("region", { name: "Daftar order" });
    const row = grid.locator('.ag-row[row-index="0"]');
    const number = (await row.locator('[col-id="no_order"]').textContent())?.trim();
    // nothing in the grid clicked or focused before
    expect(await page.evaluate(() => !!document.activeElement?.closest(".ag-root"))).toBe(false);
    await row.getByRole("button", { name: "Detail" }).click();
    await page.getByRole("dialog", { name: `Detail Order ${number}` }).waitFor({ timeout: 5000 });
  });
});

describe("toasts (defect 10)", () => {
  it("leave the screen's buttons free: Add Talent again right after adding one", async () => {
    const page = b.page;
    await signOutIfIn(page);
    await signIn(page.context(), srv.url);
    await page.goto(`${srv.url}/admin/talent`);
    const add = page.getByRole("button", { name: "Add Talent", exact: true });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add Talent" });
    await dialog.getByLabel("Nama Talent").fill("Toast Pertama");
    await dialog.getByLabel("Gender").selectOption("Woman");
    await dialog.getByLabel("Kategori").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Simpan" }).click();
    const toast = page.locator(".bp6-toast").filter({ hasText: "Talent berhasil ditambahkan!" });
    await toast.waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await screenshot(page, "toast-below-actions");

    // the toast is still there, top right, below the title row and over none of its buttons
    // (its enter transition slides it down from above the row: the poll waits for where it rests)
    const header = (await page.locator(".content .page-header").boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1366 - 40);
    for (const button of await page.locator(".content .page-header button").all()) {
      const r = (await button.boundingBox())!;
      const overlaps =
        r.x < box.x + box.width &&
        box.x < r.x + r.width &&
        r.y < box.y + box.height &&
        box.y < r.y + r.height;
      expect(overlaps, (await button.textContent()) ?? "").toBe(false);
    }
    // clicked while the toast shows (its 3 s run): Playwright refuses a click on a covered button
    await add.click({ timeout: 1500 });
    expect(await toast.isVisible()).toBe(true);
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Kembali" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
