// Forgot / reset password and Edit Password through the browser, against the real server.
import { describe, expect, it } from "vitest";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { screenshot, signInThroughUi, type Browser } from "../helpers/browser";
import { signOutThroughUi } from "../helpers/page-parts";
import { e2eFile } from "../helpers/session";

let srv: RunningServer;
let b: Browser;
/** The owner's password changes during the file: each test leaves the current one here. */
let ownerPassword = E2E_OWNER.password;

// the sign-in form is what this file tests: the browser starts signed out
e2eFile({ as: null }, (f) => ({ srv, b } = f));

/** The reset link mailed to `email`, read from the server log (SMTP_URL is unset in tests). */
async function resetTokenFromLog(email: string, seenBefore: number): Promise<string> {
  const find = () => {
    const line = srv.logs
      .slice(seenBefore)
      .find((l) => l.includes(`MAIL to ${email}`) && l.includes("reset-password?token="));
    return line && /reset-password\?token=([A-Za-z0-9_\-%.~]+)/.exec(line)?.[1];
  };
  await expect
    .poll(find, { timeout: 5_000, message: `no reset mail for ${email} in the server log` })
    .toBeTruthy();
  return decodeURIComponent(find()!);
}

describe("Edit Password (/admin/profile)", () => {
  it("checks the fields, shows the server message, then changes the password", async () => {
    const page = b.page;
    await signInThroughUi(page, srv.url, E2E_OWNER.email, ownerPassword);
    await page.getByTestId("topbar-username").click();
    await page.waitForURL(/\/admin\/profile$/);
    await page.getByRole("heading", { name: "Edit Password" }).waitFor();
    await screenshot(page, "profile-empty");

    const save = page.getByRole("button", { name: "Simpan Perubahan" });
    await save.click();
    expect(await page.locator("form [role=alert]").textContent()).toBe("Semua kolom harus diisi");

    await page.getByLabel("Password Lama", { exact: true }).fill(ownerPassword);
    await page.getByLabel("Password Baru", { exact: true }).fill("new-pass-1234");
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("new-pass-9999");
    await save.click();
    expect(await page.locator("form [role=alert]").textContent()).toBe(
      "Konfirmasi password tidak cocok",
    );

    // show/hide toggle on every field
    const oldField = page.getByLabel("Password Lama", { exact: true });
    expect(await oldField.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Tampilkan password" }).first().click();
    expect(await oldField.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Sembunyikan password" }).first().click();
    expect(await oldField.getAttribute("type")).toBe("password");

    await oldField.fill("wrong-old-password");
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("new-pass-1234");
    await save.click();
    await page.locator("form [role=alert]").filter({ hasText: "Password lama salah" }).waitFor();
    await screenshot(page, "profile-error");

    await oldField.fill(ownerPassword);
    await save.click();
    await page.getByText("Password berhasil diperbarui!").waitFor();
    // fields clear and the screen goes back one page (the dashboard it came from)
    await page.waitForURL(/\/admin\/dashboard$/);
    await screenshot(page, "profile-saved-toast");
    ownerPassword = "new-pass-1234";

    await signOutThroughUi(page);
    await page.getByLabel("Email").fill(E2E_OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_OWNER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await page.locator("form [role=alert]").textContent()).toBe("Email atau password salah");
    await signInThroughUi(page, srv.url, E2E_OWNER.email, ownerPassword);
    await signOutThroughUi(page);
  });
});

describe("forgot password → reset link → sign in", () => {
  it("sends the reset link, sets a new password with it, and signs in with that", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    expect(await page.getByRole("link", { name: "Kembali ke login" }).getAttribute("href")).toBe(
      "/login",
    );

    // required email: the browser blocks an empty submit, nothing is sent
    const seen = srv.logs.length;
    await page.getByRole("button", { name: "Kirim Link Reset" }).click();
    expect(page.url()).toMatch(/\/forgot-password$/);
    expect(await page.getByRole("status").count()).toBe(0);

    await page.getByLabel("Email").fill(E2E_OWNER.email);
    await page.getByRole("button", { name: "Kirim Link Reset" }).click();
    const sent = page.getByText("Link reset telah dikirim ke email Anda.");
    await sent.waitFor();
    // green (Blueprint success intent)
    expect(await sent.evaluate((el) => el.closest(".bp6-intent-success") !== null)).toBe(true);
    await screenshot(page, "forgot-password-sent");

    const token = await resetTokenFromLog(E2E_OWNER.email, seen);

    // a wrong token shows the server message
    await page.goto(`${srv.url}/reset-password?token=${"x".repeat(43)}`);
    await page.getByLabel("Password Baru", { exact: true }).fill("reset-pass-123");
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("reset-pass-123");
    await page.getByRole("button", { name: "Simpan Password Baru" }).click();
    expect(await page.locator("form [role=alert]").textContent()).toBe(
      "Link reset tidak valid atau sudah kedaluwarsa",
    );

    await page.goto(`${srv.url}/reset-password?token=${encodeURIComponent(token)}`);
    await screenshot(page, "reset-password");
    await page.getByLabel("Password Baru", { exact: true }).fill("reset-pass-123");
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("reset-pass-999");
    await page.getByRole("button", { name: "Simpan Password Baru" }).click();
    expect(await page.locator("form [role=alert]").textContent()).toBe(
      "Konfirmasi password tidak cocok",
    );
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("reset-pass-123");
    await page.getByRole("button", { name: "Simpan Password Baru" }).click();
    await page
      .getByText("Password berhasil direset. Silakan login dengan password baru.")
      .waitFor();
    await screenshot(page, "reset-password-done");
    await page.getByRole("link", { name: "Kembali ke login" }).click();
    await page.waitForURL(/\/login$/);
    ownerPassword = "reset-pass-123";

    // the link is single use
    await page.goto(`${srv.url}/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel("Password Baru", { exact: true }).fill("another-pass-1");
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill("another-pass-1");
    await page.getByRole("button", { name: "Simpan Password Baru" }).click();
    expect(await page.locator("form [role=alert]").textContent()).toBe(
      "Link reset tidak valid atau sudah kedaluwarsa",
    );

    await signInThroughUi(page, srv.url, E2E_OWNER.email, ownerPassword);
    expect(await page.getByTestId("topbar-username").textContent()).toBe("owner");
    await signOutThroughUi(page);
  });

  it("answers the same for an unknown email, and shows the server message on a bad one", async () => {
    const page = b.page;
    await page.goto(`${srv.url}/forgot-password`);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Kirim Link Reset" }).click();
    await page.getByText("Link reset telah dikirim ke email Anda.").waitFor();
    expect(srv.logs.some((l) => l.includes("MAIL to nobody@example.com"))).toBe(false);

    // the browser accepts `a@b`, the server does not: its message shows in red
    await page.getByLabel("Email").fill("a@b");
    await page.getByRole("button", { name: "Kirim Link Reset" }).click();
    const alert = page.locator("form [role=alert]");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Format email tidak valid");
    expect(await alert.evaluate((el) => el.closest(".bp6-intent-danger") !== null)).toBe(true);
    await screenshot(page, "forgot-password-error");
  });
});
