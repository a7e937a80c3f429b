// Dashboard with demo data, the owner-only user list and Create User dialog, and an admin's
// refusal — in Chromium against the real server (nothing intercepted or mocked).
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { mainNav, signOutThroughUi } from "../helpers/page-parts";
import { e2eFile, signIn } from "../helpers/session";
import { formatNumber, formatRupiah } from "../../src/client/lib/format";
import type { OrdersPage } from "../../src/contract/orders";

let srv: RunningServer;
let b: Browser;
e2eFile({ seedDemo: true }, (f) => ({ srv, b } = f));

const NEW_ADMIN = {
  username: "kasir.e2e",
  email: "kasir.e2e@example.com",
  password: "kasir-pass-123",
};

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await srv.db.query<{ n: number }>(sql, params);
  return Number(row.n);
}

/** The data rows of a ServerGrid, by their row-number cells. */
const rowNumbers = (grid: Locator) => grid.locator('.ag-cell[col-id="rowNumber"]');
const cell = (grid: Locator, rowIndex: number, colId: string) =>
  grid.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${colId}"]`);

async function waitForRows(grid: Locator, n: number) {
  await expect.poll(() => rowNumbers(grid).count(), { timeout: 15_000 }).toBe(n);
}

describe("dashboard", () => {
  it("shows the totals, the latest orders and pages through them", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/dashboard`);
    await page.getByRole("heading", { name: "Selamat datang, owner" }).waitFor();
    await page.getByText(E2E_OWNER.email, { exact: true }).waitFor();

    const orders = await count("SELECT count(*)::int AS n FROM orders");
    const talents = await count("SELECT count(*)::int AS n FROM talents");
    const admins = await count("SELECT count(*)::int AS n FROM users WHERE role = 'admin'");
    expect(orders).toBeGreaterThan(1000);
    for (const [id, n] of [
      ["total-orders", orders],
      ["total-talent", talents],
      ["total-admin", admins],
    ] as const) {
      await expect
        .poll(() => page.getByTestId(id).textContent(), { timeout: 15_000 })
        .toBe(formatNumber(n));
    }

    const grid = page.getByRole("region", { name: "Order Terbaru" });
    await page.getByRole("heading", { name: "Order Terbaru" }).waitFor();
    await waitForRows(grid, 10);
    await grid.getByText(`Menampilkan 10 dari ${formatNumber(orders)} data`).waitFor();
    expect(await cell(grid, 0, "rowNumber").textContent()).toBe("1");
    await screenshot(page, "dashboard");

    await grid.getByLabel("Tampilkan").selectOption("25");
    await waitForRows(grid, 25);
    await grid.getByText(`Menampilkan 25 dari ${formatNumber(orders)} data`).waitFor();

    // page 2: observe (not intercept) the rows the server sends, then compare with the DB
    const answer = page.waitForResponse(
      (r) => r.url().includes("/api/order/orders") && r.url().includes("page=1"),
    );
    await grid.getByRole("button", { name: "Halaman 2", exact: true }).click();
    const body = (await (await answer).json()) as OrdersPage;
    await expect.poll(() => cell(grid, 0, "rowNumber").textContent()).toBe("26");
    await waitForRows(grid, 25);
    const first = body.result[0];
    const [dbRow] = await srv.db.query<{ price: number | string }>(
      "SELECT price FROM orders WHERE id = $1",
      [first.order_id],
    );
    const priceText = await cell(grid, 0, "price").textContent();
    expect(priceText).toBe(formatRupiah(dbRow.price));
    expect(priceText).toMatch(/^Rp\u00a0\d/);
    expect(await cell(grid, 0, "talent_name").textContent()).toBe(first.talent_name);
    await screenshot(page, "dashboard-page2-size25");

    // narrow screen: cards stack, the grid keeps its columns
    await page.setViewportSize({ width: 760, height: 900 });
    await page.locator("main.content").evaluate((el) => el.scrollTo(0, 0));
    await screenshot(page, "dashboard-narrow");
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("filters the latest orders in the header and sorts them on the server, in the URL", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/admin/dashboard`);
    const grid = page.getByRole("region", { name: "Order Terbaru" });
    await waitForRows(grid, 10);
    await grid.getByLabel("Talent Filter Input").fill("sari");
    await expect.poll(() => page.url()).toContain("talent_name=sari");
    const filtered = await count(
      `SELECT count(*)::int AS n FROM orders o JOIN talents t ON t.id = o.talents_id
        WHERE t.name ILIKE '%sari%'`,
    );
    expect(filtered).toBeGreaterThan(0);
    await grid.getByText(`dari ${formatNumber(filtered)} data`).waitFor();
    const talents = await grid.locator('.ag-cell[col-id="talent_name"]').allTextContents();
    expect(talents.length).toBe(Math.min(10, filtered));
    for (const name of talents) expect(name.toLowerCase()).toContain("sari");

    // Harga ascending: the first row holds the cheapest of the filtered orders
    await grid
      .locator('.ag-header-cell[col-id="price"]')
      .getByText("Harga", { exact: true })
      .click();
    await expect.poll(() => page.url()).toContain("sort=price");
    const [cheapest] = await srv.db.query<{ price: number | string }>(
      `SELECT min(o.price) AS price FROM orders o JOIN talents t ON t.id = o.talents_id
        WHERE t.name ILIKE '%sari%'`,
    );
    await expect
      .poll(() => cell(grid, 0, "price").textContent())
      .toBe(formatRupiah(cheapest.price));
    await screenshot(page, "dashboard-header-filter");

    await page.reload();
    await grid.getByText(`dari ${formatNumber(filtered)} data`).waitFor();
    expect(await grid.getByLabel("Talent Filter Input").inputValue()).toBe("sari");

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("talent_name=");
    const all = await count("SELECT count(*)::int AS n FROM orders");
    await grid.getByText(`dari ${formatNumber(all)} data`).waitFor();
  });
});

describe("users (owner only)", () => {
  it("lists users and creates an admin through the Create User dialog", async () => {
    const page = b.page;
    await mainNav(page).getByRole("link", { name: "Users" }).click();
    await page.waitForURL(/\/admin\/users$/);
    const grid = page.getByRole("region", { name: "Daftar user" });
    const users = await count("SELECT count(*)::int AS n FROM users");
    await waitForRows(grid, Math.min(5, users));
    await grid.getByText(`Menampilkan ${Math.min(5, users)} dari ${users} data`).waitFor();
    await screenshot(page, "users");

    await page.getByRole("button", { name: "Create User" }).click();
    await page.waitForURL(/\/admin\/create-user$/);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create User" }).waitFor();
    // the list stays behind the dialog
    expect(await rowNumbers(grid).count()).toBe(Math.min(5, users));
    const alert = dialog.locator("form [role=alert]");
    const submit = dialog.getByRole("button", { name: "Create User" });

    await submit.click();
    expect(await alert.textContent()).toBe("Semua field harus diisi");
    await dialog.getByLabel("Username").fill(NEW_ADMIN.username);
    await dialog.getByLabel("Email").fill(NEW_ADMIN.email);
    expect(await dialog.getByLabel("Email").getAttribute("type")).toBe("email");
    await dialog.getByLabel("Password", { exact: true }).fill(NEW_ADMIN.password);
    await dialog.getByLabel("Konfirmasi Password", { exact: true }).fill("something-else");
    await submit.click();
    expect(await alert.textContent()).toBe("Password dan konfirmasi tidak cocok");
    await dialog.getByLabel("Konfirmasi Password", { exact: true }).fill(NEW_ADMIN.password);
    const role = dialog.getByLabel("Role");
    expect(await role.locator("option").evaluateAll((os) => os.map((o) => o.textContent))).toEqual([
      "Owner",
      "Admin",
    ]);
    await role.selectOption("admin");

    // the server's message for a taken email
    await dialog.getByLabel("Email").fill(E2E_OWNER.email);
    await submit.click();
    await alert.filter({ hasText: "Email sudah terdaftar" }).waitFor();
    await screenshot(page, "create-user-dialog-error");

    await dialog.getByLabel("Email").fill(NEW_ADMIN.email);
    await submit.click();
    await page.getByText("User berhasil dibuat").waitFor();
    await screenshot(page, "create-user-created");
    // back one page (the list) after 1.5 s
    await page.waitForURL(/\/admin\/users$/, { timeout: 5000 });
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("searchbox", { name: "Cari user" }).fill("kasir.e2e");
    await waitForRows(grid, 1);
    expect(await cell(grid, 0, "username").textContent()).toBe(NEW_ADMIN.username);
    expect(await cell(grid, 0, "email").textContent()).toBe(NEW_ADMIN.email);
    expect(await cell(grid, 0, "role").textContent()).toBe("Admin");
    await grid.getByText("Menampilkan 1 dari 1 data").waitFor();
    await screenshot(page, "users-search");
    await signOutThroughUi(page);
  });

  it("refuses the new admin on Create User and the user list, then goes back to the dashboard signed in", async () => {
    const page = b.page;
    await signIn(page.context(), srv.url, NEW_ADMIN);
    await page.goto(`${srv.url}/admin/dashboard`);
    expect(await page.getByTestId("topbar-role").textContent()).toBe("admin");
    expect(await mainNav(page).getByRole("link", { name: "Users" }).count()).toBe(0);

    // a refusal keeps the session: a Create User link used to sign the admin out after the refusal
    await page.goto(`${srv.url}/admin/create-user`);
    const refusal = page.getByText("Akses ditolak. Halaman ini hanya untuk Owner.");
    await refusal.first().waitFor();
    const shownAt = Date.now();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await screenshot(page, "create-user-refused");
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    // the message comes along as a toast; the session is still there
    await page
      .locator(".bp6-toast")
      .getByText("Akses ditolak. Halaman ini hanya untuk Owner.")
      .waitFor();
    expect(await page.getByTestId("topbar-role").textContent()).toBe("admin");
    await page.getByRole("heading", { name: `Selamat datang, ${NEW_ADMIN.username}` }).waitFor();

    await page.goto(`${srv.url}/admin/users`);
    await refusal.first().waitFor();
    expect(await page.getByRole("region", { name: "Daftar user" }).count()).toBe(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 5000 });
    // a reload keeps the session: nothing signed the admin out
    await page.reload();
    await page.getByTestId("topbar-role").waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard$/);
  });
});
