import { describe, expect, it } from "vitest";
import { ADMIN, OWNER, appPerFile } from "../helpers/app";

const t = appPerFile();

const createUser = (token: string, payload: object) =>
  t.call({ method: "POST", url: "/api/users/createUser", token, payload });
const updatePassword = (token: string, payload: Record<string, string>) =>
  t.call({ method: "PUT", url: "/api/users/update-password", token, payload });
/** Sets the password `newPassword` (confirmed) through the reset link's `token`. */
const confirmReset = (token: string, newPassword: string) =>
  t.call({
    method: "POST",
    url: "/api/users/reset-password/confirm",
    payload: { token, newPassword, confirmPassword: newPassword },
  });
const askReset = (email: string) =>
  t.call({ method: "POST", url: "/api/users/reset-password", payload: { email } });

describe("users administration", () => {
  it("owner lists users with search and paging in the spec's envelope", async () => {
    const { token } = await t.login();
    const res = await t.call({ method: "GET", url: "/api/users/getUsers", token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalRows: 2, totalPage: 1, page: 0, limit: 5 });
    expect(body.result.map((u: { email: string }) => u.email)).toEqual([OWNER.email, ADMIN.email]);
    const search = await t.call({
      method: "GET",
      url: "/api/users/getUsers?search_query=admin&page=0&limit=1",
      token,
    });
    expect(search.json()).toMatchObject({ totalRows: 1, totalPage: 1 });
    expect(search.json().result[0].email).toBe(ADMIN.email);
    for (const bad of ["limit=0", "limit=101", "page=-1", "page=abc", "foo=1"]) {
      const r = await t.call({ method: "GET", url: `/api/users/getUsers?${bad}`, token });
      expect(r.statusCode, bad).toBe(400);
    }
  });

  it("admin is refused owner-only calls with 403", async () => {
    const { token } = await t.login(ADMIN);
    const list = await t.call({ method: "GET", url: "/api/users/getUsers", token });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: "Akses ditolak. Halaman ini hanya untuk Owner." });
    const create = await createUser(token, {
      username: "x",
      email: "x@test.local",
      password: "password1",
      confirmPassword: "password1",
      role: "admin",
    });
    expect(create.statusCode).toBe(403);
  });

  it("owner creates an admin who can then log in; total counts admins", async () => {
    const { token } = await t.login();
    const before = (await t.call({ method: "GET", url: "/api/users/total", token })).json().total;
    const res = await createUser(token, {
      username: "budi",
      email: "Budi@Test.local",
      password: "password-budi",
      confirmPassword: "password-budi",
      role: "admin",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("User berhasil dibuat");
    expect(res.json().user).toMatchObject({
      username: "budi",
      email: "budi@test.local",
      role: "admin",
    });
    await t.login({ email: "budi@test.local", password: "password-budi" });
    const after = await t.call({ method: "GET", url: "/api/users/total", token });
    expect(after.json()).toEqual({ total: before + 1 });
  });

  it("validates createUser with the spec's messages and changes nothing", async () => {
    const { token } = await t.login();
    const good = {
      username: "citra",
      email: "citra@test.local",
      password: "password-1",
      confirmPassword: "password-1",
      role: "admin",
    };
    const cases: [object, number, string][] = [
      [{ ...good, email: "" }, 400, "Semua field harus diisi"],
      [{ ...good, password: "" }, 400, "Semua field harus diisi"],
      [{ ...good, confirmPassword: "password-2" }, 400, "Password dan konfirmasi tidak cocok"],
      [
        { ...good, password: "short", confirmPassword: "short" },
        400,
        "Password minimal 8 karakter",
      ],
      [{ ...good, role: "superuser" }, 400, "Role harus owner atau admin"],
      [{ ...good, email: OWNER.email }, 409, "Email sudah terdaftar"],
      [{ ...good, username: "OWNER" }, 409, "Username sudah digunakan"],
    ];
    const count = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users"))[0].n;
    const n = await count();
    for (const [payload, status, message] of cases) {
      const res = await createUser(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(n);
  });
});

describe("passwords", () => {
  it("changes the password with the old one; refuses a wrong old one", async () => {
    const who = { username: "dewi", email: "dewi@test.local", password: "password-dewi" };
    await t.addUser({ ...who, role: "admin" });
    const { token } = await t.login(who);
    const change = { oldPassword: who.password, newPassword: "new-password-1" };
    const refused: [Record<string, string>, string][] = [
      [{ ...change, oldPassword: "nope-nope" }, "Password lama salah"],
      [{ ...change, confirmPassword: "new-password-2" }, "Konfirmasi password tidak cocok"],
      [{ oldPassword: "", newPassword: "", confirmPassword: "" }, "Semua kolom harus diisi"],
    ];
    for (const [payload, message] of refused) {
      const res = await updatePassword(token, { confirmPassword: "new-password-1", ...payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await updatePassword(token, { ...change, confirmPassword: "new-password-1" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Password berhasil diperbarui!" });
    await t.login({ email: who.email, password: "new-password-1" });
  });

  it("reset-password answers the same for known and unknown emails; the token works once", async () => {
    const who = { username: "eka", email: "eka@test.local", password: "password-eka" };
    await t.addUser({ ...who, role: "admin" });
    const unknown = await askReset("nobody@test.local");
    const known = await askReset(who.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.settle(); // the reset mail goes out after the answer
    expect(known.json()).toEqual({ message: "Link reset telah dikirim ke email Anda." });

    // The link goes to the log when SMTP_URL is unset; here we take a fresh token from the use case itself.
    const { requestPasswordReset } = await import("../../src/server/usecases/users");
    let link = "";
    await requestPasswordReset(
      t.db,
      { send: async (_to, _s, text) => void (link = text) },
      who.email,
      "http://x",
    );
    const token = decodeURIComponent(/token=([^\s]+)/.exec(link)![1]);

    const bad = await confirmReset("x".repeat(43), "reset-pass-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Link reset tidak valid atau sudah kedaluwarsa");
    const ok = await confirmReset(token, "reset-pass-1");
    expect(ok.statusCode).toBe(200);
    await t.login({ email: who.email, password: "reset-pass-1" });
    const again = await confirmReset(token, "reset-pass-2");
    expect(again.statusCode).toBe(400);
  });

  it("stores passwords with scrypt, never in clear", async () => {
    const [row] = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = $1",
      [OWNER.email],
    );
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(OWNER.password);
  });
});
