import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, startServer, type RunningServer } from "../helpers/server";
import { openBrowser, screenshot, signInThroughUi, type Browser } from "../helpers/browser";

let srv: RunningServer;
let b: Browser;
beforeAll(async () => {
  srv = await startServer();
  b = await openBrowser();
});
afterAll(async () => {
  await b?.close();
  await srv?.close();
});

describe("session", () => {
  it("redirects a signed-out visitor from /admin to /login", async () => {
    await b.page.goto(`${srv.url}/admin/services`);
    await b.page.waitForURL(/\/login$/);
    // The sign-in page's code loads after the redirect: wait for its heading, then check it.
    const heading = b.page.getByRole("heading", { name: "Welcome Back" });
    await heading.waitFor();
    expect(await heading.textContent()).toBe("Welcome Back");
    await screenshot(b.page, "login");
  });

  it("shows the server message in red on a wrong password", async () => {
    await b.page.goto(`${srv.url}/login`);
    await b.page.getByLabel("Email").fill(E2E_OWNER.email);
    await b.page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await b.page.getByRole("button", { name: "Sign In" }).click();
    const alert = b.page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Email atau password salah");
    expect(b.page.url()).toMatch(/\/login$/);
  });

  it("signs in, shows the user in the top bar, keeps the session over a reload, and logs out", async () => {
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    expect(await b.page.getByTestId("topbar-username").textContent()).toBe("owner");
    expect(await b.page.getByTestId("topbar-role").textContent()).toBe("owner");
    await b.page.reload();
    await b.page.getByTestId("topbar-username").waitFor();
    expect(b.page.url()).toMatch(/\/admin\/dashboard$/);
    await screenshot(b.page, "shell");
    await b.page
      .getByRole("navigation", { name: "Navigasi utama" })
      .getByRole("button", { name: "Logout" })
      .click();
    await b.page.waitForURL(/\/login$/);
    await b.page.goto(`${srv.url}/admin/dashboard`);
    await b.page.waitForURL(/\/login$/);
  });
});

describe("session on a reload", () => {
  it("asks for the token once, from the page itself, before the app's scripts have arrived; each file once", async () => {
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    const page = await b.newPage();
    // the inline script is allowed by its hash alone: a refused one would leave the app to ask
    // later, and only this listener would tell
    await page.addInitScript(() => {
      const w = window as Window & { blocked?: string[] };
      w.blocked = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.blocked!.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const tokenCalls: string[] = [];
    const assets: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path === "/api/users/token") tokenCalls.push(r.method());
      if (path.startsWith("/assets/")) assets.push(path);
    });
    await page.goto(`${srv.url}/admin/services`);
    await page
      .getByRole("region", { name: "Daftar service" })
      .locator(".ag-overlay-no-rows-center", { hasText: "Tidak ada data" })
      .waitFor();
    expect(await page.getByTestId("topbar-username").textContent()).toBe("owner");
    expect(tokenCalls).toEqual(["GET"]);
    // and every file of the page once: a route's CSS preloaded in another credentials mode than
    // the app's stylesheet link was fetched a second time
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.filter((a, i) => assets.indexOf(a) !== i)).toEqual([]);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const token = entries.filter((e) => new URL(e.name).pathname === "/api/users/token");
      const entry = entries.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
      return {
        tokens: token.length,
        tokenStart: token[0]?.startTime,
        entryEnd: entry?.responseEnd,
        blocked: (window as Window & { blocked?: string[] }).blocked,
      };
    });
    expect(timing.blocked).toEqual([]);
    expect(timing.tokens).toBe(1);
    expect(timing.entryEnd).toBeGreaterThan(0);
    expect(timing.tokenStart).toBeLessThan(timing.entryEnd!);
    await page.close();
    // the next tests start signed out, as the one before this left it
    await b.context.clearCookies();
  });
});

describe("access denied", () => {
  it("a 401 on any call shows 'Akses Ditolak. Silakan login kembali.' and goes to /login after 3 s", async () => {
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    // Rotating the signing key (as an operator would) makes the open session's token invalid.
    const secret = srv.config.jwtSecret;
    srv.config.jwtSecret = "rotated-" + secret;
    try {
      await b.page
        .getByRole("navigation", { name: "Navigasi utama" })
        .getByRole("link", { name: "Services" })
        .click();
      const toast = b.page.getByText("Akses Ditolak. Silakan login kembali.");
      await toast.waitFor();
      const shownAt = Date.now();
      await b.page.waitForURL(/\/login$/, { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    } finally {
      srv.config.jwtSecret = secret;
    }
    // the server session ended too: a reload stays signed out
    await b.page.reload();
    await b.page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    expect(b.page.url()).toMatch(/\/login$/);
  });
});
