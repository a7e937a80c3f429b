// Session regressions: reset-link poisoning, sessions surviving a password change (RULES.md D6),
// the login rate-limit key (5) and two tabs refreshing with one cookie (7).
import { describe, expect, it } from "vitest";
import { ADMIN, OWNER, appPerFile, buildTestApp } from "../helpers/app";
import { USER_MESSAGES } from "../../src/contract/values";

const t = appPerFile({ PUBLIC_URL: "https://kas.example.co.id", LOGIN_RATE_LIMIT: "3" });

const resetLinkToken = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

const refresh = (cookie: string) =>
  t.call({ method: "GET", url: "/api/users/token", cookies: { refreshToken: cookie } });
const refreshCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === "refreshToken")?.value ?? "";

describe("defect 1: reset links come from PUBLIC_URL only", () => {
  it("ignores a forged Host / X-Forwarded-Host and voids older reset tokens", async () => {
    const who = { username: "rani", email: "rani@test.local", password: "password-rani" };
    await t.addUser({ ...who, role: "admin" });
    const ask = () =>
      t.call({
        method: "POST",
        url: "/api/users/reset-password",
        payload: { email: who.email },
        headers: { host: "attacker.example", "x-forwarded-host": "attacker.example" },
      });
    expect((await ask()).statusCode).toBe(200);
    await t.settle();
    const first = resetLinkToken(t.mails.at(-1)!.text);
    expect(first.origin).toBe("https://kas.example.co.id");
    expect(first.pathname).toBe("/reset-password");
    expect(t.mails.at(-1)!.text).not.toContain("attacker");

    expect((await ask()).statusCode).toBe(200);
    await t.settle();
    const second = resetLinkToken(t.mails.at(-1)!.text);
    const confirm = (url: URL, pw: string) =>
      t.call({
        method: "POST",
        url: "/api/users/reset-password/confirm",
        payload: {
          token: url.searchParams.get("token"),
          newPassword: pw,
          confirmPassword: pw,
        },
      });
    // the older token died when the second was issued
    expect((await confirm(first, "reset-pass-9")).statusCode).toBe(400);
    expect((await confirm(second, "reset-pass-9")).statusCode).toBe(200);
    await t.login({ email: who.email, password: "reset-pass-9" });
  });

  it("a reset signs out every session: old access tokens fail at once", async () => {
    const who = { username: "sinta", email: "sinta@test.local", password: "password-sinta" };
    await t.addUser({ ...who, role: "admin" });
    const before = await t.login(who);
    await t.call({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { email: who.email },
    });
    await t.settle();
    const token = resetLinkToken(t.mails.at(-1)!.text).searchParams.get("token");
    const done = await t.call({
      method: "POST",
      url: "/api/users/reset-password/confirm",
      payload: { token, newPassword: "reset-pass-7", confirmPassword: "reset-pass-7" },
    });
    expect(done.statusCode).toBe(200);
    const old = await t.call({ method: "GET", url: "/api/users/user", token: before.token });
    expect(old.statusCode).toBe(401);
    expect((await refresh(before.refreshCookie)).statusCode).toBe(401);
  });
});

describe("defect 2: a password change ends the other sessions", () => {
  it("revokes other refresh families and voids older access tokens; this session renews", async () => {
    const who = { username: "tari", email: "tari@test.local", password: "password-tari" };
    await t.addUser({ ...who, role: "admin" });
    const other = await t.login(who);
    const mine = await t.login(who);
    const changed = await t.call({
      method: "PUT",
      url: "/api/users/update-password",
      token: mine.token,
      cookies: { refreshToken: mine.refreshCookie },
      payload: {
        oldPassword: who.password,
        newPassword: "password-baru-1",
        confirmPassword: "password-baru-1",
      },
    });
    expect(changed.statusCode).toBe(200);

    const otherAccess = await t.call({ method: "GET", url: "/api/users/user", token: other.token });
    expect(otherAccess.statusCode).toBe(401);
    expect(otherAccess.json().message).toBe(USER_MESSAGES.tokenInvalid);
    expect((await refresh(other.refreshCookie)).statusCode).toBe(401);

    // the access token issued before the change is void here too; the kept cookie renews it
    const mineOld = await t.call({ method: "GET", url: "/api/users/user", token: mine.token });
    expect(mineOld.statusCode).toBe(401);
    const renewed = await refresh(mine.refreshCookie);
    expect(renewed.statusCode).toBe(200);
    const me = await t.call({
      method: "GET",
      url: "/api/users/user",
      token: renewed.json().accessToken,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(who.email);
  });
});

describe("defect 5: login rate limit is keyed by address and email", () => {
  it("a storm of wrong passwords for one email does not lock another email out", async () => {
    const wrong = () =>
      t.call({
        method: "POST",
        url: "/api/users/login",
        payload: { email: "victim@test.local", password: "wrong-wrong" },
      });
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(400);
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Terlalu banyak percobaan. Coba lagi dalam 1 menit.");
    // the same address, another email: still served
    const ok = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(ok.statusCode).toBe(200);
    // the email's case and spaces do not give a fresh budget
    const sneaky = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: " VICTIM@test.local", password: "wrong-wrong" },
    });
    expect(sneaky.statusCode).toBe(429);
  });

  it("with TRUST_PROXY the client address comes from X-Forwarded-For", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "127.0.0.1", LOGIN_RATE_LIMIT: "2" });
    try {
      const wrong = (ip: string) =>
        proxied.call({
          method: "POST",
          url: "/api/users/login",
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": ip },
          payload: { email: OWNER.email, password: "wrong-wrong" },
        });
      expect((await wrong("203.0.113.1")).statusCode).toBe(400);
      expect((await wrong("203.0.113.1")).statusCode).toBe(400);
      expect((await wrong("203.0.113.1")).statusCode).toBe(429);
      // another client behind the same proxy still gets its own budget for the same email
      expect((await wrong("203.0.113.2")).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});

describe("defect 7: two tabs refresh with one cookie", () => {
  it("answers the just-rotated token with the same successor inside the grace window", async () => {
    const { refreshCookie } = await t.login(ADMIN);
    const [a, b] = await Promise.all([refresh(refreshCookie), refresh(refreshCookie)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const next = refreshCookieOf(a);
    expect(next).not.toBe(refreshCookie);
    expect(refreshCookieOf(b)).toBe(next);
    // the session goes on with the successor
    const after = await refresh(next);
    expect(after.statusCode).toBe(200);
  });

  it("still treats reuse after the grace window as a replay and revokes the family", async () => {
    const { refreshCookie } = await t.login(ADMIN);
    const first = await refresh(refreshCookie);
    expect(first.statusCode).toBe(200);
    await t.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
    // the whole family is gone: the legitimate successor dies too
    expect((await refresh(refreshCookieOf(first))).statusCode).toBe(401);
  });
});
