// The HTTP client renews the access token shortly before it ends (RULES.md S4), so a long session
// never hits a 401. Tokens live 33 s here; the client renews 30 s before the end.
import { describe, expect, it } from "vitest";
import { E2E_OWNER, type RunningServer } from "../helpers/server";
import { signInThroughUi, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { openEmptyServices } from "../helpers/page-parts";

let srv: RunningServer;
let b: Browser;
// the sign-in form is what this file tests: the browser starts signed out
e2eFile({ env: { ACCESS_TOKEN_TTL: "33" }, as: null }, (f) => ({ srv, b } = f));

describe("token refresh", () => {
  it("fetches a fresh token from /users/token before a call once the token is near its end", async () => {
    // the browser's clock, moved on 4 s, puts the token inside the client's last 30 s at once
    await b.page.clock.install();
    await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
    await b.page.clock.fastForward(4_000);
    const calls: string[] = [];
    b.page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) calls.push(path);
    });
    await openEmptyServices(b.page);
    const refresh = calls.indexOf("/api/users/token");
    expect(refresh).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf("/api/services/getServices")).toBeGreaterThan(refresh);
    expect(b.page.url()).toMatch(/\/admin\/services$/);
    await expect(b.page.getByText("Akses Ditolak").count()).resolves.toBe(0);
  });
});
