import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { ADMIN, OWNER, appPerFile, buildTestApp } from "../helpers/app";
import { signAccessToken } from "../../src/server/auth/tokens";
import { USER_MESSAGES } from "../../src/contract/values";
import { expectRefused } from "../helpers/list-checks";

const t = appPerFile();
/** GET /users/token with the refresh cookie `refreshToken`: a new access token, or a 401. */
const renew = (refreshToken: string) =>
  t.call({ method: "GET", url: "/api/users/token", cookies: { refreshToken } });

describe("login, token, user, logout", () => {
  it("logs in and returns an access token and an HttpOnly SameSite=Strict refresh cookie", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: OWNER.email, password: OWNER.password },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["accessToken"]);
    const cookie = res.cookies.find((c) => c.name === "refreshToken")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    expect(cookie.path).toBe("/api/users");
  });

  it("accepts the email in any case", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: OWNER.email.toUpperCase(), password: OWNER.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong password with an Indonesian message and no cookie", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: OWNER.email, password: "nope-nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Email atau password salah" });
    expect(res.cookies.find((c) => c.name === "refreshToken")).toBeUndefined();
  });

  it("validates the login body strictly", async () => {
    const cases: [unknown, string][] = [
      [{ email: "", password: "x" }, "Email wajib diisi"],
      [{ email: "not-an-email", password: "x" }, "Format email tidak valid"],
      [{ email: OWNER.email, password: "" }, "Password wajib diisi"],
      [{ email: OWNER.email, password: 12345678 }, "Password: harus berupa teks"],
      [{ email: OWNER.email, password: "x", role: "owner" }, 'Kunci tidak dikenali : "role"'],
    ];
    await expectRefused(
      (payload) => t.call({ method: "POST", url: "/api/users/login", payload: payload as object }),
      cases,
    );
  });

  it("answers /users/user with the signed-in user and never the password hash", async () => {
    const { token } = await t.login();
    const res = await t.call({ method: "GET", url: "/api/users/user", token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: OWNER.username, email: OWNER.email, role: "owner" });
    expect(body).not.toHaveProperty("password_hash");
    expect(typeof body.id).toBe("number");
  });

  it("rotates the refresh token on /users/token and revokes the family when a rotated token is reused", async () => {
    const { refreshCookie } = await t.login();
    const first = await renew(refreshCookie);
    expect(first.statusCode).toBe(200);
    expect(typeof first.json().accessToken).toBe("string");
    const rotated = first.cookies.find((c) => c.name === "refreshToken")!.value;
    expect(rotated).not.toBe(refreshCookie);

    // past the two-tabs grace window (hardening-sessions tests the window itself)
    await t.db.query(
      "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    const replay = await renew(refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Sesi tidak valid. Silakan login kembali.");
    // the legitimate newest token died with the family
    const after = await renew(rotated);
    expect(after.statusCode).toBe(401);
  });

  it("answers 401 on /users/token without a cookie", async () => {
    const res = await t.call({ method: "GET", url: "/api/users/token" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Sesi tidak ditemukan. Silakan login.");
  });

  it("logout revokes the refresh token and clears the cookie", async () => {
    const { refreshCookie } = await t.login();
    const out = await t.call({
      method: "POST",
      url: "/api/users/logout",
      cookies: { refreshToken: refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: "Logout berhasil" });
    expect(out.cookies.find((c) => c.name === "refreshToken")?.value).toBe("");
    expect((await renew(refreshCookie)).statusCode).toBe(401);
  });
});

describe("access token checks", () => {
  it("401 without a token", async () => {
    const res = await t.call({ method: "GET", url: "/api/users/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Silakan login terlebih dahulu" });
  });

  it("401 with an expired token", async () => {
    const token = await signAccessToken(
      { id: 1, username: "owner", email: OWNER.email, role: "owner" },
      t.config.jwtSecret,
      "some-session",
      -10,
    );
    const res = await t.call({ method: "GET", url: "/api/users/user", token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(USER_MESSAGES.tokenInvalid);
  });

  it("401 with a tampered token (role changed in the payload)", async () => {
    const { token } = await t.login(ADMIN);
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    payload.role = "owner";
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString("base64url"), s].join(".");
    const res = await t.call({ method: "GET", url: "/api/users/getUsers", token: forged });
    expect(res.statusCode).toBe(401);
  });

  it("401 with a token signed by another algorithm or key", async () => {
    const other = await new SignJWT({ username: "owner", email: OWNER.email, role: "owner" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("1")
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const unsigned =
      Buffer.from('{"alg":"none"}').toString("base64url") +
      "." +
      Buffer.from('{"sub":"1","role":"owner"}').toString("base64url") +
      ".";
    for (const token of [other, unsigned]) {
      const res = await t.call({ method: "GET", url: "/api/users/user", token });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("XSRF", () => {
  it("403 on a state-changing call without the header", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      xsrf: false,
      payload: { email: OWNER.email, password: OWNER.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.xsrf);
  });

  it("403 when the header does not match the cookie", async () => {
    const { token } = await t.login();
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update-password",
      token,
      headers: { "x-xsrf-token": "something-else" },
      payload: {
        oldPassword: OWNER.password,
        newPassword: "whatever-123",
        confirmPassword: "whatever-123",
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it("sets an XSRF-TOKEN cookie readable by the client", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toMatchObject({ status: "ok" });
    const c = res.cookies.find((x) => x.name === "XSRF-TOKEN")!;
    expect(c.value.length).toBeGreaterThan(20);
    expect(c.httpOnly).toBeFalsy();
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
  });
});

describe("errors", () => {
  it("unknown API path is a JSON 404", async () => {
    const res = await t.call({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Alamat tidak ditemukan" });
  });

  it("malformed JSON is a 400 without a stack trace", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Format JSON tidak valid" });
  });
});

describe("login rate limit", () => {
  it("answers 429 with an Indonesian message after LOGIN_RATE_LIMIT attempts per minute", async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: "3" });
    try {
      const attempt = () =>
        limited.call({
          method: "POST",
          url: "/api/users/login",
          payload: { email: OWNER.email, password: "wrong-password" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: "Terlalu banyak percobaan. Coba lagi dalam 1 menit.",
      });
      // even the right password waits: the limit is per address and email
      const right = await limited.call({
        method: "POST",
        url: "/api/users/login",
        payload: { email: OWNER.email, password: OWNER.password },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
