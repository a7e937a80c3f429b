// Login rate limits (RULES.md D6), shared by every instance: login ceilings per address over all
// emails and per account over all addresses, counted in the database so two app instances on
// one database limit as one; password hashing refused fast when its queue is full; a password
// change throttled like a login.
import { describe, expect, it, vi } from "vitest";
import { ADMIN, OWNER, appPerFile, buildTestApp, type TestApp } from "../helpers/app";
import { passwordHashLoad } from "../../src/server/auth/password";

const THROTTLED = "Terlalu banyak percobaan. Coba lagi dalam 1 menit.";

const login = (t: TestApp, email: string, password = "wrong-wrong", ip = "127.0.0.1") =>
  t.call({
    method: "POST",
    url: "/api/users/login",
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": ip },
    payload: { email, password },
  });

const t = appPerFile({
  TRUST_PROXY: "127.0.0.1",
  LOGIN_RATE_LIMIT: "3",
  LOGIN_ADDRESS_LIMIT: "5",
  LOGIN_ACCOUNT_LIMIT: "4",
});

describe("defect 1: login ceilings", () => {
  it("one address spraying a different email each time is stopped over all emails", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++)
      expect((await login(t, `nobody${i}@spray.test`, "x-wrong-1", ip)).statusCode).toBe(400);
    const limited = await login(t, "nobody99@spray.test", "x-wrong-1", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: THROTTLED });
    const retry = Number(limited.headers["retry-after"]);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // the right password from that address is refused too, while another address signs in
    expect((await login(t, ADMIN.email, ADMIN.password, ip)).statusCode).toBe(429);
    expect((await login(t, ADMIN.email, ADMIN.password, "198.51.100.8")).statusCode).toBe(200);
  });

  it("many addresses guessing one account are stopped over all addresses", async () => {
    for (let i = 1; i <= 4; i++)
      expect((await login(t, OWNER.email, "guess-guess", `203.0.113.${i}`)).statusCode).toBe(400);
    const limited = await login(t, OWNER.email, "guess-guess", "203.0.113.50");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // the counters live in the database
    const [row] = await t.db.query<{ hits: number }>(
      "SELECT hits FROM rate_limits WHERE key = $1",
      [`login:account:${OWNER.email}`],
    );
    expect(row.hits).toBe(5);
  });
});

describe("defect 1: a refused login costs no database write", () => {
  it("once an address is over its ceiling, further tries are refused from memory", async () => {
    const s = await buildTestApp({ LOGIN_ADDRESS_LIMIT: "2" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await login(s, `mem${i}@test.local`)).statusCode);
      expect(codes).toEqual([400, 400, 429, 429, 429, 429, 429, 429]);
      // the first refusal was counted; the five after it never reached the database
      const [row] = await s.db.query<{ hits: number }>(
        "SELECT hits FROM rate_limits WHERE key = 'login:ip:127.0.0.1'",
      );
      expect(row.hits).toBe(3);
    } finally {
      await s.close();
    }
  });
});

describe("two instances on one database limit as one", () => {
  it("wrong logins spread over both instances hit one budget", async () => {
    const a = await buildTestApp({ LOGIN_RATE_LIMIT: "4", LOGIN_ADDRESS_LIMIT: "1000" });
    const b = await a.another();
    try {
      const email = "shared-victim@test.local";
      const answers: number[] = [];
      for (const app of [a, b, a, b, a, b]) answers.push((await login(app, email)).statusCode);
      // four wrong tries in all, whichever instance took them; then both refuse
      expect(answers).toEqual([400, 400, 400, 400, 429, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe("defect 1: password hashing has its own small queue", () => {
  it("a storm beyond the queue is refused at once with 503 + Retry-After, never a 500", async () => {
    const s = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "2" });
    try {
      const storm = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          // many addresses: one address alone gets only its share of the queue (below)
          s.call({
            method: "POST",
            url: "/api/users/login",
            remoteAddress: `198.51.100.${100 + i}`,
            payload: { email: `storm${i}@test.local`, password: "wrong-wrong" },
          }),
        ),
      );
      const codes = storm.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 400).length).toBeGreaterThanOrEqual(3);
      const busy = storm.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(codes.every((c) => c === 400 || c === 503)).toBe(true);
      for (const r of busy) {
        expect(r.headers["retry-after"]).toBe("2");
        expect(r.json().message).toBe("Server sedang sibuk. Coba lagi dalam beberapa detik.");
      }
      // after the storm the queue is free again
      expect((await s.login(ADMIN)).token).toBeTruthy();
    } finally {
      await s.close();
    }
  });
});

describe("defect 5: password change is throttled like login", () => {
  it("wrong old passwords get 429 after LOGIN_RATE_LIMIT tries", async () => {
    const s = await buildTestApp({ LOGIN_RATE_LIMIT: "3" });
    try {
      const { token } = await s.login(ADMIN);
      const change = (oldPassword: string) =>
        s.call({
          method: "PUT",
          url: "/api/users/update-password",
          token,
          payload: { oldPassword, newPassword: "new-pass-123", confirmPassword: "new-pass-123" },
        });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await change(`wrong-old-${i}`)).statusCode);
      expect(codes.slice(0, 3).every((c) => c === 400)).toBe(true);
      expect(codes.slice(3)).toEqual([429, 429, 429]);
      // the right old password is refused too until the window ends
      const right = await change(ADMIN.password);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: THROTTLED });
    } finally {
      await s.close();
    }
  });
});

describe("defect 1: one address cannot starve another's login", () => {
  const from = (s: TestApp, remoteAddress: string, email: string, password = "wrong-wrong") =>
    s.call({
      method: "POST",
      url: "/api/users/login",
      remoteAddress,
      payload: { email, password },
    });

  it("a flood fills only its own share of the hash queue; another address goes next", async () => {
    const s = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "4" });
    try {
      const done: string[] = [];
      const flood = Array.from({ length: 8 }, (_, i) =>
        from(s, "198.51.100.20", `flood${i}@test.local`).then((r) => {
          done.push(`flood ${r.statusCode}`);
          return r;
        }),
      );
      // every flood request has answered or holds a place in the queue (no clock involved)
      await vi.waitFor(() => {
        const load = passwordHashLoad();
        expect(done.length + load.running + load.waiting).toBe(8);
      });
      // a plain FIFO: 1 running + 4 waiting flood hashes, the real user refused with 503
      const user = await from(s, "203.0.113.9", ADMIN.email, ADMIN.password).then((r) => {
        done.push(`user ${r.statusCode}`);
        return r;
      });
      expect(user.statusCode).toBe(200);
      await Promise.all(flood);
      // the flood held 1 running + 1 waiting place (a quarter of 4); the user ran before its waiter
      expect(done.filter((d) => d === "flood 503")).toHaveLength(6);
      expect(done.slice(-2)).toEqual(["user 200", "flood 400"]);
    } finally {
      await s.close();
    }
  });

  it("IPv6 addresses of one /64 share one address ceiling", async () => {
    const s = await buildTestApp({ LOGIN_ADDRESS_LIMIT: "3" });
    try {
      const codes: number[] = [];
      for (let i = 1; i <= 4; i++)
        codes.push(
          (await from(s, `2001:db8:5:6::${i.toString(16)}:${i}`, `v6-${i}@test.local`)).statusCode,
        );
      expect(codes).toEqual([400, 400, 400, 429]);
      // the next /64 has its own budget, and an IPv4-mapped address counts as its IPv4
      expect((await from(s, "2001:db8:5:7::1", ADMIN.email, ADMIN.password)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) await from(s, "192.0.2.44", `v4-${i}@test.local`);
      expect((await from(s, "::ffff:192.0.2.44", "v4-x@test.local")).statusCode).toBe(429);
    } finally {
      await s.close();
    }
  });
});
