// RULES.md D11 and D6 in Chromium against the real server (no request interception): a 403 that
// refuses one action shows its message and keeps the session; the Edit Order refund select
// reads the grid's labels, not the codes.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { apiSignIn, type ApiClient } from "../helpers/api-client";
import { screenshot, signInThroughUi } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { ORDER_MESSAGES } from "../../src/contract/orders";
import { REFUND_LABELS } from "../../src/contract/values";

const ADMIN1 = { email: "ani@test.local", password: "ani-pass-123" };
const ADMIN2 = { email: "budi@test.local", password: "budi-pass-123" };

let srv: RunningServer;
let page: Page;
let owner: ApiClient;
const ids: Record<string, number> = {};

const { one, toast, ownerAndTalent } = e2eFile(
  { seedDemo: false, as: null, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, page } = f),
);

async function addAdmin(username: string, who: typeof ADMIN1) {
  await owner.send(
    "/users/createUser",
    { username, ...who, confirmPassword: who.password, role: "admin" },
    "POST",
  );
  return (await one<{ id: number }>("SELECT id FROM users WHERE email = $1", [who.email])).id;
}

/** An order booked by `who` (an admin books in their own name, RULES.md D7). */
async function orderBy(who: typeof ADMIN1, userId: number, customer: string, no: number) {
  const api = await apiSignIn(srv.url, who);
  const res = await api.send<{ data: { id: number } }>(
    "/order/createOrder",
    {
      user_id: String(userId),
      talents_id: String(ids.talent),
      no_order: String(no),
      date: "2026-10-01",
      customer_name: customer,
      price: "250000",
    },
    "POST",
  );
  return res.data.id;
}

beforeAll(async () => {
  owner = await apiSignIn(srv.url, E2E_OWNER);
  ids.talent = (await ownerAndTalent()).talent;
  ids.ani = await addAdmin("ani", ADMIN1);
  ids.budi = await addAdmin("budi", ADMIN2);
  ids.ofAni = await orderBy(ADMIN1, ids.ani, "Pesanan Ani", 8101);
  ids.ofBudi = await orderBy(ADMIN2, ids.budi, "Pesanan Budi", 8102);
});

const grid = () => page.getByRole("region", { name: "Daftar order" });
const rowOf = (text: string) =>
  grid().locator(".ag-grid-scrolling-container [role=row]").filter({ hasText: text });
const orderCount = async (id: number) =>
  (await one<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE id = $1", [id])).n;

describe("a refused action is not an ended session (RULES.md D11)", () => {
  it("an admin deleting another admin's order reads why, and stays signed in", async () => {
    // the browser's clock: the 3 s of an ended session pass at once, with no sleep
    await page.clock.install();
    await signInThroughUi(page, srv.url, ADMIN1.email, ADMIN1.password);
    await page.goto(`${srv.url}/admin/orders`);
    await rowOf("Pesanan Budi").waitFor();
    const calls: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith("/api/")) calls.push(`${r.method()} ${u.pathname}`);
    });

    await rowOf("Pesanan Budi").getByRole("button", { name: "Hapus" }).click();
    await page.locator(".bp6-alert").getByRole("button", { name: "Ya, hapus!" }).click();
    const refused = toast(ORDER_MESSAGES.deleteNotOwn);
    await refused.waitFor();
    expect(await refused.innerText()).toContain("Gagal menghapus data.");
    await screenshot(page, "refusals-delete-other-admin");
    expect(calls).toContain(`DELETE /api/order/deleteOrder/${ids.ofBudi}`);

    // past the 3 s after which an ended session goes to /login: still here, still signed in
    await page.clock.fastForward(5_000);
    expect(page.url()).toMatch(/\/admin\/orders$/);
    expect(await page.getByText("Akses Ditolak").count()).toBe(0);
    expect(await page.getByTestId("topbar-username").textContent()).toBe("ani");
    expect(await orderCount(ids.ofBudi)).toBe(1);

    // and the session works: their own order is deleted
    await rowOf("Pesanan Ani").getByRole("button", { name: "Hapus" }).click();
    await page.locator(".bp6-alert").getByRole("button", { name: "Ya, hapus!" }).click();
    await toast("Data berhasil dihapus.").waitFor();
    await expect.poll(() => orderCount(ids.ofAni)).toBe(0);
    expect(page.url()).toMatch(/\/admin\/orders$/);
  });
});

describe("labels, not codes (RULES.md D6)", () => {
  it("the Edit Order refund select reads the grid's labels and saves the code", async () => {
    await page.goto(`${srv.url}/admin/orders/edit/${ids.ofBudi}`);
    const dialog = page.locator(".bp6-dialog");
    await dialog.getByRole("heading", { name: "Edit Order" }).waitFor();
    const select = dialog.getByLabel("Status Refund");
    await expect.poll(() => select.inputValue()).toBe("NONE");
    expect(await select.locator("option").allInnerTexts()).toEqual([
      "Tidak ada",
      "Refund 50%",
      "Refund 100%",
    ]);
    expect(await select.locator("option").allInnerTexts()).toEqual(Object.values(REFUND_LABELS));
    await select.selectOption({ label: "Refund 50%" });
    await screenshot(page, "refusals-refund-labels");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await toast("Order berhasil diupdate!").waitFor();
    const saved = await one<{ r: string }>("SELECT refund_status AS r FROM orders WHERE id = $1", [
      ids.ofBudi,
    ]);
    expect(saved.r).toBe("REFUND_50");
    // the grid names it the same way, once its refetch after the save has arrived (the toast
    // comes with the save's answer; the grid's rows come with the invalidated query after it)
    await expect
      .poll(() => rowOf("Pesanan Budi").locator('[col-id="refund_status"]').innerText())
      .toBe("Refund 50%");
  });
});
