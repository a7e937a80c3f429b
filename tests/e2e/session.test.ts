import { describe, expect, it } from "vitest";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { screenshot, settled, signInThroughUi, type Browser } from "../helpers/browser";
import { mainNav, noRowsOverlay, openEmptyServices, signOutThroughUi } from "../helpers/page-parts";
import { e2eFile } from "../helpers/session";

let srv: RunningServer;
let b: Browser;
// the sign-in form is what this file tests: the browser starts signed out
e2eFile({ as: null }, (f) => ({ srv, b } = f));

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

  it("after signing in, goes back to the page that sent the visitor to /login", async () => {
    const asked = "/admin/services?search=Pijat";
    await b.page.goto(`${srv.url}${asked}`);
    await b.page.waitForURL(/\/login$/);
    // and after a reload of /login, which keeps the page's history state
    await b.page.reload();
    await b.page.getByLabel("Email").fill(E2E_OWNER.email);
    await b.page.getByLabel("Password", { exact: true }).fill(E2E_OWNER.password);
    await b.page.getByRole("button", { name: "Sign In" }).click();
    await b.page.waitForURL((u) => u.pathname === "/admin/services");
    expect(new URL(b.page.url()).search).toBe("?search=Pijat");
    await b.page.getByTestId("topbar-username").waitFor();
    // a Logout is not a session that ended: the next sign-in (maybe another user's) starts on
    // the dashboard, not on this page
    await signOutThroughUi(b.page);
    await b.page.getByLabel("Email").fill(E2E_OWNER.email);
    await b.page.getByLabel("Password", { exact: true }).fill(E2E_OWNER.password);
    await b.page.getByRole("button", { name: "Sign In" }).click();
    await b.page.waitForURL(/\/admin\/dashboard$/);
    await signOutThroughUi(b.page);
  });

  it("signs in, shows the user in the top bar, keeps the session over a reload, and logs out", async () => {
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    expect(await b.page.getByTestId("topbar-username").textContent()).toBe("owner");
    expect(await b.page.getByTestId("topbar-role").textContent()).toBe("owner");
    await b.page.reload();
    await b.page.getByTestId("topbar-username").waitFor();
    expect(b.page.url()).toMatch(/\/admin\/dashboard$/);
    await screenshot(b.page, "shell");
    // /login while signed in goes on to the app
    await b.page.goto(`${srv.url}/login`);
    await b.page.waitForURL(/\/admin\/dashboard$/);
    await b.page.getByTestId("topbar-username").waitFor();
    await signOutThroughUi(b.page);
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
    await noRowsOverlay(
      page.getByRole("region", { name: "Daftar service" }),
      "Tidak ada data",
    ).waitFor();
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

describe("access denied (RULES.md S8, D11)", () => {
  it("a 401 whose renewal works sends the call again and keeps the user signed in", async () => {
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    // the dashboard's calls done and the live stream open (its ticket is a call too), so the
    // next call is the first to carry the voided token
    await b.page.locator("html[data-live=open]").waitFor({ state: "attached" });
    await settled(b.page);
    // Rotating the signing key (as an operator would) voids the page's access token, not its
    // session: the refresh cookie gets a token signed with the new key.
    const secret = srv.config.jwtSecret;
    srv.config.jwtSecret = "rotated-" + secret;
    const statuses: string[] = [];
    b.page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) statuses.push(`${r.status()} ${path}`);
    });
    try {
      await openEmptyServices(b.page);
    } finally {
      srv.config.jwtSecret = secret;
    }
    expect(statuses).toContain("401 /api/services/getServices");
    expect(statuses).toContain("200 /api/users/token");
    expect(statuses.at(-1)).toBe("200 /api/services/getServices");
    expect(b.page.url()).toMatch(/\/admin\/services$/);
    expect(await b.page.getByText("Akses Ditolak").count()).toBe(0);
  });

  it("a session that is gone shows 'Akses Ditolak. Silakan login kembali.' and goes to /login after 3 s", async () => {
    await b.context.clearCookies();
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    // the session ends on the server (as a logout elsewhere would): the access token dies with
    // it (sid) and the renewal fails
    const [{ last }] = await srv.db.query<{ last: number }>(
      "SELECT max(id)::int AS last FROM refresh_tokens",
    );
    await srv.db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE family = (SELECT family FROM refresh_tokens WHERE id = $1)`,
      [last],
    );
    // when the toast shows and when /login does, measured in the page itself
    await b.page.evaluate(() => {
      const w = window as Window & { toastAt?: number; loginAt?: number };
      new MutationObserver(() => {
        const now = performance.now();
        if (!w.toastAt && document.body.innerText.includes("Akses Ditolak. Silakan login kembali."))
          w.toastAt = now;
        if (!w.loginAt && location.pathname.endsWith("/login")) w.loginAt = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await mainNav(b.page).getByRole("link", { name: "Services" }).click();
    await b.page.getByText("Akses Ditolak. Silakan login kembali.").waitFor();
    await b.page.waitForURL(/\/login$/, { timeout: 10_000 });
    await b.page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    const { toastAt, loginAt } = await b.page.evaluate(() => {
      const w = window as Window & { toastAt?: number; loginAt?: number };
      return { toastAt: w.toastAt ?? NaN, loginAt: w.loginAt ?? NaN };
    });
    expect(loginAt - toastAt).toBeGreaterThanOrEqual(2_900);
    // the server session ended too: a reload stays signed out
    await b.page.reload();
    await b.page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    expect(b.page.url()).toMatch(/\/login$/);
  });
});
