// RULES.md D6: an access token dies with its session (logout, a replay's family
// revocation) at once, on every instance, and a token without `exp` or `sid` is refused.
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ADMIN, appPerFile } from "../helpers/app";
import { USER_MESSAGES } from "../../src/contract/values";

const t = appPerFile();

const me = (token: string) => t.call({ method: "GET", url: "/api/users/user", token });
const refresh = (cookie: string) =>
  t.call({ method: "GET", url: "/api/users/token", cookies: { refreshToken: cookie } });

describe("defect 4: the access token is tied to its session", () => {
  it("logout kills the access token at once; another session of the user lives on", async () => {
    const a = await t.login(ADMIN);
    const b = await t.login(ADMIN);
    expect((await me(a.token)).statusCode).toBe(200);
    const out = await t.call({
      method: "POST",
      url: "/api/users/logout",
      token: a.token,
      cookies: { refreshToken: a.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    const dead = await me(a.token);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe(USER_MESSAGES.tokenInvalid);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it("a logout with only the access token (no cookie) kills that token and its refresh cookie", async () => {
    const a = await t.login(ADMIN);
    const b = await t.login(ADMIN);
    const out = await t.call({ method: "POST", url: "/api/users/logout", token: a.token });
    expect(out.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await refresh(a.refreshCookie)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
    // a forged or broken bearer on logout ends nothing and is no error
    const forged = await t.call({ method: "POST", url: "/api/users/logout", token: "x.y.z" });
    expect(forged.statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it("a refresh replay revokes the family and with it every access token of that session", async () => {
    const s = await t.login(ADMIN);
    const rotated = await refresh(s.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().accessToken as string;
    expect((await me(fresh)).statusCode).toBe(200);
    await t.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(s.refreshCookie)).statusCode).toBe(401); // the replay
    expect((await me(fresh)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(401);
  });

  it("refuses a correctly signed token without exp or without sid", async () => {
    const [{ id }] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      ADMIN.email,
    ]);
    const live = await t.login(ADMIN);
    const sid = (
      JSON.parse(Buffer.from(live.token.split(".")[1], "base64url").toString()) as {
        sid: string;
      }
    ).sid;
    expect(typeof sid).toBe("string");
    const sign = (claims: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT({ username: "admin1", email: ADMIN.email, role: "admin", ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(id))
        .setIssuedAt();
      if (exp) jwt.setExpirationTime("10m");
      return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
    };
    expect((await me(await sign({ sid }, true))).statusCode).toBe(200); // the control
    expect((await me(await sign({ sid }, false))).statusCode).toBe(401);
    expect((await me(await sign({}, true))).statusCode).toBe(401);
    expect((await me(await sign({ sid: "made-up" }, true))).statusCode).toBe(401);
  });
});
