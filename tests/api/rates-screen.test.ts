// The server rules the kas screen's rates section relies on (RULES.md D3, D6): the owner
// changes the rates and reads their history from the audit log, newest first, in percent; an
// admin reads the rates but can neither change them nor read the history; what the form sends
// is checked again (two decimals, 0–100, together at most 100) and refused in Indonesian.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, buildTestApp, type TestApp } from "../helpers/app";
import { expectRefused } from "../helpers/list-checks";

let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await t.login()).token;
  admin = (await t.login(ADMIN)).token;
});
afterAll(() => t.close());

const putRates = (token: string, payload: object) =>
  t.call({ method: "PUT", url: "/api/settings/rates", token, payload });
const ratesHistory = (token: string) =>
  t.call({ method: "GET", url: "/api/audit?entity=rates&limit=50", token });
const storedRates = async () =>
  (await t.db.query("SELECT talent_rate_bp, admin_rate_bp FROM settings"))[0];

describe("rates section rules", () => {
  it("lists the owner's changes newest first, each with who and old → new in percent", async () => {
    expect((await putRates(owner, { talent_rate: 72.5, admin_rate: 10 })).statusCode).toBe(200);
    expect((await putRates(owner, { talent_rate: 72.5, admin_rate: 12.25 })).statusCode).toBe(200);
    const res = await ratesHistory(owner);
    expect(res.statusCode).toBe(200);
    const { result, totalRows } = res.json();
    expect(totalRows).toBe(2);
    expect(result.map((e: { entity: string }) => e.entity)).toEqual(["rates", "rates"]);
    expect(result[0]).toMatchObject({
      action: "update",
      username: "owner",
      changes: [{ field: "admin_rate", old: 10, new: 12.25 }],
    });
    expect(result[1].changes).toEqual([{ field: "talent_rate", old: 70, new: 72.5 }]);
  });

  it("refuses an admin's change and the history, and keeps the rates", async () => {
    const before = await storedRates();
    const put = await putRates(admin, { talent_rate: 50, admin_rate: 50 });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe("Akses ditolak. Halaman ini hanya untuk Owner.");
    expect(await storedRates()).toEqual(before);
    expect((await ratesHistory(admin)).statusCode).toBe(403);
    const read = await t.call({ method: "GET", url: "/api/settings/rates", token: admin });
    expect(read.json()).toEqual({ data: { talent_rate: 72.5, admin_rate: 12.25 } });
  });

  it("refuses what the form refuses, in Indonesian, and writes no audit entry", async () => {
    const before = await storedRates();
    const cases: [object, string][] = [
      [{ talent_rate: 72.555, admin_rate: 10 }, "Rate talent: maksimal dua angka desimal"],
      [{ talent_rate: 70, admin_rate: 0.001 }, "Rate admin: maksimal dua angka desimal"],
      [{ talent_rate: "72,5", admin_rate: 10 }, "Rate talent: harus berupa angka"],
      [
        { talent_rate: 90.5, admin_rate: 9.51 },
        "Jumlah rate talent dan rate admin tidak boleh lebih dari 100%",
      ],
    ];
    await expectRefused((payload) => putRates(owner, payload), cases);
    expect(await storedRates()).toEqual(before);
    expect((await ratesHistory(owner)).json().totalRows).toBe(2);
  });
});
