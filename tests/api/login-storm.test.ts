// A login storm from strangers cannot keep a returning user out: a device that signed in to the
// account before (the knownDevice cookie) is counted on its own ceiling, not on the account's
// or the addresses' ones strangers fill, and hashes in its own lane of the queue.
import { describe, expect, it } from "vitest";
import { ADMIN, OWNER, appPerFile } from "../helpers/app";
import { passwordHashLoad } from "../../src/server/auth/password";

const t = appPerFile({
  PASSWORD_HASH_CONCURRENCY: "1",
  PASSWORD_HASH_QUEUE: "2",
  LOGIN_RATE_LIMIT: "10",
  LOGIN_ADDRESS_LIMIT: "30",
  LOGIN_ACCOUNT_LIMIT: "3",
});

const login = (
  who: { email: string; password: string },
  from: string,
  cookies: Record<string, string> = {},
) =>
  t.call({
    method: "POST",
    url: "/api/users/login",
    payload: { email: who.email, password: who.password },
    remoteAddress: from,
    cookies,
  });

const deviceOf = async (who: { email: string; password: string }, from: string) => {
  const res = await login(who, from);
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === "knownDevice")!;
  expect(c).toMatchObject({ path: "/api/users/login", httpOnly: true, sameSite: "Strict" });
  return c.value;
};

describe("a login storm", () => {
  it(
    "locks strangers out of an account, never the device that signed in before",
    {
      timeout: 180_000,
    },
    async () => {
      const device = await deviceOf(OWNER, "10.9.0.1");
      const otherAccountsDevice = await deviceOf(ADMIN, "10.9.0.2");
      // wrong passwords from 5 addresses: over the account's ceiling (3 a minute here)
      for (let i = 0; i < 5; i++)
        await login({ ...OWNER, password: "salah-sekali" }, `10.8.0.${i + 1}`);
      const fresh = await login(OWNER, "10.7.0.1");
      expect(fresh.statusCode).toBe(429); // a new device waits out the minute (README Security)
      // another account's device cookie is no key to this one
      expect(
        (await login(OWNER, "10.7.0.2", { knownDevice: otherAccountsDevice })).statusCode,
      ).toBe(429);
      const known = await login(OWNER, "10.7.0.3", { knownDevice: device });
      expect(known.statusCode, known.body).toBe(200);
      // and a forged one is nothing
      const forged = await login(OWNER, "10.7.0.4", { knownDevice: `${"a".repeat(22)}.x` });
      expect(forged.statusCode).toBe(429);
    },
  );

  it(
    "gives a known device its own lane of the hash queue while strangers fill theirs",
    {
      timeout: 180_000,
    },
    async () => {
      const device = await deviceOf(ADMIN, "10.6.0.1");
      // 8 addresses × wrong logins with distinct emails: the strangers' lane fills (1 + 2 places)
      const storm = Array.from({ length: 24 }, (_, i) =>
        login({ email: `nobody${i}@test.local`, password: "salah-sekali" }, `10.5.0.${i % 8}`),
      );
      const known = await login(ADMIN, "10.6.0.2", { knownDevice: device });
      expect(known.statusCode, known.body).toBe(200);
      const codes = (await Promise.all(storm)).map((r) => r.statusCode);
      expect(codes).toContain(503); // the strangers' lane was full: the storm really competed
      // nothing of the storm stays in memory: the queue keeps state only for addresses it holds
      // (a day of storms from ever new addresses must not grow the server, README Security)
      expect(passwordHashLoad()).toEqual({ running: 0, waiting: 0, addresses: 0 });
    },
  );
});
